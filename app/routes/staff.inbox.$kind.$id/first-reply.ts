/**
 * How long the family waited for the school's first reply (README "Staff console"): "First reply
 * after 3 h 20 min", or "Not replied yet". Worked out by the loader, so server and browser agree.
 */
export function firstReplyText(createdAt: string, firstResponseAt: string): string {
  if (!firstResponseAt) return "Not replied yet";
  const minutes = Math.max(0, Math.round((Date.parse(firstResponseAt) - Date.parse(createdAt)) / 60_000));
  if (Number.isNaN(minutes)) return "Replied";
  const hours = Math.floor(minutes / 60);
  return `First reply after ${hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`}`;
}
