import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * What a parent's reference plus mobile may be tried with, per visitor's address (README "Visits"):
 * 10 lookups in 10 minutes, so references cannot be guessed at speed (each also needs the mobile
 * number). A lookup spends one; moving, cancelling and the .ics, which answer "not found" just
 * the same, spend one only when the pair was wrong, and are refused while none is left, so they
 * are no way around the limit and a parent's own changes cost nothing. In this process's memory:
 * with several instances each counts its own, which still bounds a guesser to a few dozen tries
 * per 10 minutes.
 */
const POINTS = 10;
const limiter = new RateLimiterMemory({ keyPrefix: "status-lookup", points: POINTS, duration: 600 });

export function visitorAddress(context: { clientAddress?: unknown }): string {
  return typeof context.clientAddress === "string" && context.clientAddress ? context.clientAddress : "unknown";
}

/** Spends a lookup: null when allowed, else the seconds to wait. */
export async function spendLookup(address: string): Promise<number | null> {
  try {
    await limiter.consume(address);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  }
}

/** For a change or a download: the seconds to wait when no lookup is left, else null (nothing spent). */
export async function lookupsLeft(address: string): Promise<number | null> {
  const used = await limiter.get(address);
  if (!used || used.consumedPoints < POINTS) return null;
  return Math.max(1, Math.ceil(used.msBeforeNext / 1000));
}

/** A change or a download named a pair that does not exist: it costs what a lookup costs. */
export async function spendWrongPair(address: string): Promise<void> {
  await limiter.penalty(address, 1);
}
