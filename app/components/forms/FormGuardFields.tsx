import { IDEMPOTENCY_FIELD, type FormGuard } from "~/utils/forms";

/**
 * The hidden part of every public form: the honeypot inputs remix-utils' server half checks (a trap
 * field hidden from people and assistive technology, and the signed time the form may be sent
 * from) and the idempotency key the action passes on as the provider's `Idempotency-Key`.
 * The markup is remix-utils' `HoneypotInputs` with `autocomplete="off"`: its "nope" is not an
 * autofill token, and the Nu Html Checker (scripts/html-validity.mjs) refuses it.
 */
export function FormGuardFields({ guard }: { guard: FormGuard | undefined }) {
  if (!guard) return null;
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = guard.honeypot;
  const label = "Please leave this field blank";
  return (
    <>
      <div id={`${nameFieldName}_wrap`} style={{ display: "none" }} aria-hidden="true">
        <label htmlFor={nameFieldName}>{label}</label>
        <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
        <label htmlFor={validFromFieldName}>{label}</label>
        <input id={validFromFieldName} name={validFromFieldName} type="text" value={encryptedValidFrom} readOnly autoComplete="off" tabIndex={-1} />
      </div>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={guard.idempotencyKey} />
    </>
  );
}
