import { useMatches } from "@remix-run/react";

/**
 * A form message in the page's language (README "Languages"). The schemas and actions speak
 * English (the API and its tests read those words); a page in another language has its loader send
 * the dictionary of every form message as `formMessages` (i18n/form-copy.server.ts), and each
 * place that shows a message looks it up here: the browser's checks and the action's answers alike.
 * An English page sends none, and a message not in it shows as it came.
 */
export function useTranslate(): (message: string) => string {
  const matches = useMatches();
  let messages: Readonly<Record<string, string>> | undefined;
  for (const match of matches) {
    const data = match.data as { formMessages?: Readonly<Record<string, string>> } | null | undefined;
    if (data && typeof data === "object" && data.formMessages) messages = data.formMessages;
  }
  return (message) => (messages && Object.hasOwn(messages, message) ? messages[message]! : message);
}
