import { useTranslate } from "./use-translate";

/**
 * A message about the whole form (refused as automated or forged, sent too quickly, a sign-in
 * failure), announced when it appears and shown above the fields.
 */
export function FormAlert({ id, messages }: { id?: string; messages: readonly string[] | undefined }) {
  const translate = useTranslate();
  if (!messages?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
      {messages.map((message) => (
        <p key={message} className="font-semibold">
          {translate(message)}
        </p>
      ))}
    </div>
  );
}
