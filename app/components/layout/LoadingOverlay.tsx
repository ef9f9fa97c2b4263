import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BusyOverlay } from "~/components/BusyOverlay";

/** Only navigations slower than this show the overlay; quick ones would just flash. */
const LOADING_OVERLAY_DELAY_MS = 400;

/**
 * SPEC §1's 'Loading, please wait...' overlay. The server answers with complete HTML, so it can
 * only apply to client-side navigations, and only to slow ones.
 */
export function LoadingOverlay({ label }: { label: string }) {
  const navigation = useNavigation();
  // Form submissions show their own 'Sending' overlay; this one is for page changes only.
  const busy = navigation.state !== "idle" && navigation.formMethod === undefined;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), LOADING_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return <BusyOverlay shown={shown} label={label} cover="fixed inset-0 z-[70] flex items-center justify-center bg-white/80" />;
}
