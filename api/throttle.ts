import { createHash } from "node:crypto";
import { ipKeyGenerator } from "express-rate-limit";
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterStoreAbstract } from "rate-limiter-flexible";
import { type Db, driverOf } from "./db.js";
import { HttpError } from "./http.js";

// Brute-force protection for /auth/login (README "Accounts"), the newsletter's sign-ups
// (README "Newsletter") and a family's document uploads (README "Admissions"). Counters live in the database so
// that every instance on one PostgreSQL shares them (DESIGN.md "Scale"), kept by
// rate-limiter-flexible's own PostgreSQL and SQLite stores over our connection.
//
// Every attempt is counted *before* its password is checked: counting only failures after the
// check would let a burst of concurrent guesses all pass the "not locked yet" test together.
// A success gives the attempt back. Limits:
// - per account (e-mail at a school, whether or not it exists, so the answers cannot tell):
//   10 attempts in 15 minutes, then locked for 15 minutes — a guesser spread over any number of
//   addresses gets at most 10 tries per quarter hour, and the owner is never locked out for good;
// - per address (IPv6 grouped by /56, as server.ts's limit does): 100 attempts in an hour, then
//   locked for an hour — one address trying many accounts.
const ACCOUNT = { keyPrefix: "login_account", points: 10, duration: 15 * 60, blockDuration: 15 * 60 };
const ADDRESS = { keyPrefix: "login_address", points: 100, duration: 60 * 60, blockDuration: 60 * 60 };
// The newsletter box (README "Newsletter"): one e-mail at a school 5 times an hour, one address
// (a school's Wi-Fi may hold many parents) 30 sign-ups an hour; then a wait of that hour.
const NEWSLETTER_EMAIL = { keyPrefix: "newsletter_email", points: 5, duration: 60 * 60, blockDuration: 60 * 60 };
const NEWSLETTER_ADDRESS = { keyPrefix: "newsletter_address", points: 30, duration: 60 * 60, blockDuration: 60 * 60 };

// Mails about an account (README "Forms and sign-in": forgot password, register): one e-mail at a
// school 5 mails an hour, one address 20 requests an hour. Over either, the answer stays the same
// (it must not tell whether the account exists) and nothing is sent.
const ACCOUNT_MAIL_EMAIL = { keyPrefix: "account_mail_email", points: 5, duration: 60 * 60, blockDuration: 60 * 60 };
const ACCOUNT_MAIL_ADDRESS = { keyPrefix: "account_mail_address", points: 20, duration: 60 * 60, blockDuration: 60 * 60 };

// A registration fee's payment by a parent (README "Admissions": "Registration fee by UPI"): one
// application (its reference at a school) 10 submissions an hour, so that a family's mobile number
// cannot be guessed through it; one address 30. A wrong mobile counts like any other attempt.
const PAYMENT_APPLICATION = { keyPrefix: "payment_application", points: 10, duration: 60 * 60, blockDuration: 60 * 60 };
const PAYMENT_ADDRESS = { keyPrefix: "payment_address", points: 30, duration: 60 * 60, blockDuration: 60 * 60 };
// A family's document uploads (README "Admissions": "Documents"), counted before the reference
// and mobile are checked: one reference at a school 20 uploads an hour (a checklist of a few
// documents, each tried again a few times, fits; a guessed mobile costs one, and each upload
// stored replaces the item's file, so a family's files stay a few), one address 60 an hour.
// Over either, the rest of that hour.
const DOCUMENT_REFERENCE = { keyPrefix: "document_reference", points: 20, duration: 60 * 60, blockDuration: 0 };
const DOCUMENT_ADDRESS = { keyPrefix: "document_address", points: 60, duration: 60 * 60, blockDuration: 0 };

type Limits = typeof ACCOUNT;

export interface Throttle {
  /** Counts an attempt; the seconds to wait when the account or the address is locked, else null. */
  attempt(account: string, address: string): Promise<number | null>;
  /** A right password: the account starts afresh and the address gets its attempt back. */
  succeeded(account: string, address: string): Promise<void>;
}

export const loginThrottle = (db: Db): Throttle => throttle(db, ACCOUNT, ADDRESS);

/** The account is an e-mail at a school: the same address is not signed up again and again. */
export const newsletterThrottle = (db: Db): Throttle => throttle(db, NEWSLETTER_EMAIL, NEWSLETTER_ADDRESS);

/** The account is an e-mail at a school: a mailbox is not flooded with links. */
export const accountMailThrottle = (db: Db): Throttle => throttle(db, ACCOUNT_MAIL_EMAIL, ACCOUNT_MAIL_ADDRESS);

/** The account is an application's reference at a school. */
export const paymentThrottle = (db: Db): Throttle => throttle(db, PAYMENT_APPLICATION, PAYMENT_ADDRESS);

/** The answer to an attempt over its limit: 429, Retry-After, and the wait in words. */
export function tooManyAttempts(what: string, waitSeconds: number): HttpError {
  const minutes = Math.ceil(waitSeconds / 60);
  return new HttpError(
    429,
    `Too many ${what}. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again.`,
    undefined,
    undefined,
    { "Retry-After": String(waitSeconds) },
  );
}
/** The account is a reference at a school: its mobile cannot be guessed upload after upload. */
export const documentThrottle = (db: Db): Throttle => throttle(db, DOCUMENT_REFERENCE, DOCUMENT_ADDRESS);

function throttle(db: Db, accountLimits: Limits, addressLimits: Limits): Throttle {
  const driver = driverOf(db);
  const store = { tableName: "loginThrottle", tableCreated: true, clearExpiredByTimeout: false };
  const limiter = (limits: Limits): RateLimiterStoreAbstract =>
    driver.dialect === "postgres"
      ? new RateLimiterPostgres({ ...limits, ...store, storeClient: driver.pool, storeType: "pool" })
      : new RateLimiterSQLite({ ...limits, ...store, storeClient: driver.database, storeType: "better-sqlite3" });
  const byAccount = limiter(accountLimits);
  const byAddress = limiter(addressLimits);

  // The SQLite store writes the better-sqlite3 connection directly. Holding Kysely's connection
  // (one, behind a mutex) meanwhile keeps those writes out of any transaction Kysely has open on
  // it, where a rollback (a refused submission) would undo the count. PostgreSQL's pool gives
  // the store its own connection.
  const serialised = <T>(work: () => Promise<T>): Promise<T> =>
    driver.dialect === "sqlite" ? db.connection().execute(() => work()) : work();

  const accountKey = (account: string) => createHash("sha256").update(account).digest("base64url");
  const addressKey = (address: string) => ipKeyGenerator(address);

  return {
    async attempt(account, address) {
      const results = await serialised(() =>
        Promise.allSettled([byAccount.consume(accountKey(account)), byAddress.consume(addressKey(address))]),
      );
      let waitMs = 0;
      for (const result of results) {
        if (result.status === "fulfilled") continue;
        // A RateLimiterRes means "over the limit"; anything else is the database failing.
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        waitMs = Math.max(waitMs, result.reason.msBeforeNext);
      }
      await pruneNowAndThen(db);
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
    },
    async succeeded(account, address) {
      await serialised(() => Promise.all([byAccount.delete(accountKey(account)), byAddress.reward(addressKey(address))]));
    },
  };
}

/**
 * Expired counters are dead rows; the stores' own clean-up timer is off (on SQLite it would run
 * outside Kysely's connection lock, and fail unhandled once the database is closed), so about one
 * attempt in a hundred removes those past their time by an hour.
 */
async function pruneNowAndThen(db: Db): Promise<void> {
  if (Math.random() >= 0.01) return;
  await db
    .deleteFrom("loginThrottle")
    .where("expire", "<", Date.now() - 3600_000)
    .execute();
}
