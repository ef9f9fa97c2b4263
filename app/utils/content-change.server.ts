/**
 * How a school's content change reaches the site's caches (README "Many instances").
 *
 * server.ts hears the change — from its embedded provider, or from another instance through
 * PostgreSQL's NOTIFY — but the caches live in the Remix build. The two are separate module graphs
 * in one process (build/server.js is bundled by esbuild, build/server/ by Remix's Vite compiler), each with its own
 * copy of this module, so a module-level variable here would be two variables. The listeners are
 * therefore kept on `globalThis` under a registered symbol, which both copies reach.
 *
 * A Map of named listeners rather than a BroadcastChannel or an EventTarget: delivery is
 * synchronous, so the cache is dropped before the staff member's own request is answered and their
 * next page already shows the change; a name (the list's path) is registered once, so the dev
 * server's re-imported build replaces its listeners instead of piling them up; and nothing holds
 * the event loop open or crosses into worker threads.
 */

/** A school's id, or `null` when changes may have been missed and every school's copy must go. */
export type ChangedSchool = number | null;
/** `hosts`: hostnames added to or removed from the school, whose host → school answers must go too. */
type Listener = (clientId: ChangedSchool, hosts: readonly string[]) => void;

const REGISTRY = Symbol.for("nurture.contentChange.listeners");

function listeners(): Map<string, Listener> {
  const existing: unknown = Reflect.get(globalThis, REGISTRY);
  if (existing instanceof Map) return existing;
  const created = new Map<string, Listener>();
  Reflect.set(globalThis, REGISTRY, created);
  return created;
}

/** Registers (or replaces) the listener called `name`. */
export function onSchoolContentChange(name: string, listener: Listener): void {
  listeners().set(name, listener);
}

/** Tells every registered listener in this process; one that throws does not stop the others. */
export function announceSchoolContentChange(clientId: ChangedSchool, hosts: readonly string[] = []): void {
  for (const listener of listeners().values()) {
    try {
      listener(clientId, hosts);
    } catch {
      // A cache that cannot drop an entry still expires it on its own.
    }
  }
}

const HEARD = Symbol.for("nurture.contentChange.heard");

/**
 * Says that this process hears every school's content changes (server.ts, README "Caching"): its
 * provider is embedded (API_URL unset), so each change made through it is delivered here, and on
 * PostgreSQL those made through other instances arrive by NOTIFY. Only then may the caches keep a
 * school's pages, lists and hostnames until that school changes something; a site whose provider
 * is elsewhere hears nothing and keeps them briefly. Kept on `globalThis` like the listeners.
 */
export function markContentChangesHeard(heard = true): void {
  Reflect.set(globalThis, HEARD, heard);
}

/** Whether markContentChangesHeard was called in this process (read whenever an entry is stored). */
export function contentChangesHeard(): boolean {
  return Reflect.get(globalThis, HEARD) === true;
}

/**
 * How long a school's pages, lists and host → school answers stay fresh where this process hears
 * its changes: an hour. Not for ever, because a few things change with no change to announce — the
 * footer's year turns at midnight of 31 December (India's time), and an operator's command or a
 * direct edit of the database outside the server ("Schools from the command line": `disable`)
 * tells no running site — so each shows within the hour.
 */
export const HEARD_FRESH_MS = 60 * 60_000;
