/**
 * An e-mail address that may wrap on a narrow card: at the "@" (a <wbr> before it), never in the
 * middle of a word unless one part alone is wider than the card.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
