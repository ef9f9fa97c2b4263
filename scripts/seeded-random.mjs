// A small seeded random generator (mulberry32), for what must come out the same on every run: the
// demo's drawings (scripts/make-demo-media.mjs) and the requests of `npm run bench:scale`.

/** A generator of numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
