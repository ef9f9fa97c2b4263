import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { getEnv } from "./env.server";
import { SESSION_COOKIE } from "./shared-page";
import { redirectWithSuccess } from "./toast.server";

/**
 * The visitor's session: only the API token of SPEC §4 (which the original kept in local storage;
 * an HttpOnly cookie keeps it away from scripts). Signed with SESSION_SECRET (comma-separated to
 * rotate: the first signs, all verify). A tampered or foreign cookie fails verification and reads
 * as an empty session, i.e. signed out.
 */

/** Who signed in, kept beside the token so /account can say so (the contract has no "who am I" call). */
export type SessionUser = { name: string; email: string };

type SessionData = { token: string; user: SessionUser };

let storage: SessionStorage<SessionData> | undefined;

function sessionStorage(): SessionStorage<SessionData> {
  if (!storage) {
    const env = getEnv();
    storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        secure: env.NODE_ENV === "production",
        path: "/",
        secrets: env.SESSION_SECRET,
        maxAge: 60 * 60 * 24 * 30,
      },
    });
  }
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

function commitSession(session: Session<SessionData>): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: Session<SessionData>): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** The Bearer token for list calls (SPEC §6), or undefined when signed out or tampered with. */
export async function getToken(request: Request): Promise<string | undefined> {
  if (!request.headers.get("Cookie")?.includes("__session=")) return undefined;
  const session = await getSession(request);
  const token = session.get("token");
  return typeof token === "string" && token.length > 0 ? token : undefined;
}

/** The signed-in visitor: token and user, or null when signed out or the cookie was tampered with. */
export async function getAccount(request: Request): Promise<{ token: string; user: SessionUser | null } | null> {
  const token = await getToken(request);
  if (!token) return null;
  const user = (await getSession(request)).get("user");
  const valid = typeof user === "object" && user !== null && typeof user.name === "string" && typeof user.email === "string";
  return { token, user: valid ? { name: user.name, email: user.email } : null };
}

/** After login or register: the token and user in the session, then to `to` (default /account) with a welcome toast. */
export async function redirectSignedIn(request: Request, account: { token: string; user: SessionUser }, welcome: string, to = "/account") {
  const session = await getSession(request);
  session.set("token", account.token);
  session.set("user", { name: account.user.name, email: account.user.email });
  return redirectWithSuccess(to, welcome, { headers: { "Set-Cookie": await commitSession(session) } });
}
