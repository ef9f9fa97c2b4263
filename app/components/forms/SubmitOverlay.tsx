import { useNavigation } from "@remix-run/react";
import { BusyOverlay } from "~/components/BusyOverlay";
import { FORM_NAME_FIELD } from "~/utils/forms";

/** True while the form named `name` is being sent, until the page it leads to has loaded. */
export function useFormBusy(name: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get(FORM_NAME_FIELD) === name;
}

/**
 * SPEC §2's loading overlay while a form is submitted (JavaScript only: without it the browser
 * shows its own progress). It covers the form, so a second click cannot reach the button; the
 * idempotency key covers what gets through anyway. Place it inside a `relative` container.
 */
export function SubmitOverlay({ busy, label }: { busy: boolean; label: string }) {
  return <BusyOverlay shown={busy} label={label} cover="absolute inset-0 z-20 flex items-center justify-center rounded-2xl bg-white/85" framed />;
}
