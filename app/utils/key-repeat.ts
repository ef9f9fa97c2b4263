/**
 * SPEC §9 "key repeat limit 180 ms" (the lightbox of the original): a held or hammered arrow key
 * moves at most one photo per interval; the keydowns in between are dropped, not queued.
 */
const KEY_REPEAT_LIMIT_MS = 180;

export function createKeyRepeatLimiter(limitMs = KEY_REPEAT_LIMIT_MS) {
  let last = Number.NEGATIVE_INFINITY;
  /** True when a keydown at `now` (ms) may act; it then starts a new interval. */
  return function accept(now: number): boolean {
    if (now - last < limitMs) return false;
    last = now;
    return true;
  };
}
