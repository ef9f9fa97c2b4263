/**
 * A form message's key in the dictionary a page sends (README "Languages"): a short hash of its
 * English words (FNV-1a, 32 bits, base 36), the same on the server that builds the dictionary and
 * in the browser whose checks make the English message, so the page carries six letters per
 * message rather than the English sentence. tests/app/form-messages checks that no two messages
 * of the dictionary share one.
 */
export function messageKey(message: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < message.length; index++) {
    hash ^= message.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
