import type { ReactNode } from "react";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type FormGuard } from "~/utils/forms";
import { useRootData } from "~/utils/root-data";

/** The trap's label in the page's language (it is hidden, but it is still the page's text). */
function useTrapLabel(): string {
  return useRootData()?.copy.honeypot ?? "";
}

/**
 * The honeypot's trap: a field hidden from people and assistive technology that only a bot fills.
 * `idPrefix` keeps ids unique where a page has several such forms (the footer's newsletter box).
 */
export function HoneypotTrap({ idPrefix = "", children }: { idPrefix?: string; children?: ReactNode }) {
  const id = `${idPrefix}${HONEYPOT_FIELD}`;
  return (
    <div id={`${id}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={id}>{useTrapLabel()}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {children}
    </div>
  );
}

/**
 * The hidden part of every public form: the honeypot inputs remix-utils' server half checks (a trap
 * field hidden from people and assistive technology, and the signed time the form may be sent
 * from) and the idempotency key the action passes on as the provider's `Idempotency-Key`.
 * The markup is remix-utils' `HoneypotInputs` with `autocomplete="off"`: its "nope" is not an
 * autofill token, and the Nu Html Checker (scripts/html-validity.mjs) refuses it.
 */
export function FormGuardFields({ guard }: { guard: FormGuard | undefined }) {
  const label = useTrapLabel();
  if (!guard) return null;
  const { validFromFieldName, encryptedValidFrom } = guard.honeypot;
  return (
    <>
      <HoneypotTrap>
        <label htmlFor={validFromFieldName}>{label}</label>
        <input id={validFromFieldName} name={validFromFieldName} type="text" value={encryptedValidFrom} readOnly autoComplete="off" tabIndex={-1} />
      </HoneypotTrap>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={guard.idempotencyKey} />
    </>
  );
}
