/**
 * Route loaders report failed lists as `errors: string[]` in their data (SPEC §8: the rest of the
 * page still renders); the root collects them from every match into the toast area.
 */
export function readRouteErrors(data: unknown): string[] {
  if (typeof data !== "object" || data === null || !("errors" in data) || !Array.isArray(data.errors)) return [];
  return data.errors.filter((item): item is string => typeof item === "string" && item.length > 0);
}

/** Distinct messages, first occurrence first: two failed lists with the same message make one toast. */
export function uniqueMessages(messages: readonly string[]): string[] {
  return Array.from(new Set(messages));
}
