import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** Only navigations slower than this show the overlay; quick ones would just flash. */
export const LOADING_OVERLAY_DELAY_MS = 400;

/**
 * SPEC §1's 'Loading, please wait...' overlay. The server answers with complete HTML, so it can
 * only apply to client-side navigations, and only to slow ones (issue 3).
 */
export function LoadingOverlay() {
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

  return (
    <div aria-live="polite">
      {shown ? (
        <div className="overlay-enter fixed inset-0 z-[70] flex items-center justify-center bg-white/80">
          <p role="status" className="flex items-center gap-3 rounded-lg bg-white px-6 py-4 text-lg font-semibold text-slate-900 shadow-lg">
            <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-slate-300 border-t-brand motion-reduce:animate-none" />
            Loading, please wait...
          </p>
        </div>
      ) : null}
    </div>
  );
}
