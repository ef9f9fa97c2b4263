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
