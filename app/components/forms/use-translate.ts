import { useMatches } from "@remix-run/react";
import { messageKey } from "~/utils/message-key";

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
  // Keyed by `messageKey` of the English message; a message not in it shows as it came (it already
  // is in the page's language: the action's answers are, i18n/form-copy.server.ts `answerIn`).
  return (message) => {
    const key = messageKey(message);
    return messages && Object.hasOwn(messages, key) ? messages[key]! : message;
  };
}
