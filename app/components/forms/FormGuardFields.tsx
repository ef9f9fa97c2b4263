import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { IDEMPOTENCY_FIELD, type FormGuard } from "~/utils/forms";

/**
 * The hidden part of every public form: remix-utils' honeypot inputs (a trap field hidden from
 * people and assistive technology, and the signed time the form may be sent from) and the
 * idempotency key the action passes on as the provider's `Idempotency-Key`.
 */
export function FormGuardFields({ guard }: { guard: FormGuard | undefined }) {
  if (!guard) return null;
  return (
    <>
      <HoneypotProvider {...guard.honeypot}>
        <HoneypotInputs label="Please leave this field blank" />
      </HoneypotProvider>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={guard.idempotencyKey} />
    </>
  );
}
