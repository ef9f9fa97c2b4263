import { useNavigation } from "@remix-run/react";
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
  return (
    <div aria-live="polite">
      {busy ? (
        <div className="overlay-enter absolute inset-0 z-20 flex items-center justify-center rounded-2xl bg-white/85">
          <p role="status" className="flex items-center gap-3 rounded-lg bg-white px-6 py-4 text-lg font-semibold text-slate-900 shadow-lg ring-1 ring-slate-900/10">
            <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-slate-300 border-t-brand motion-reduce:animate-none" />
            {label}
          </p>
        </div>
      ) : null}
    </div>
  );
}
