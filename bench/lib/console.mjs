import { readFileSync } from "node:fs";

// What the benches that use the staff console share: the demo owner, waiting for the built server,
// signing in as a browser does, and reading a process's resident memory.

export const OWNER = { email: "owner@sunshinekids.example.org", password: "Kite-Meadow-Sunrise-42" }; // README "Demo schools"

/** Waits for `/healthz` of a server started as `child`; its log's end when it exits or never comes up. */
export async function waitForServer(name, child, origin, log) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${name}: the server exited (${child.exitCode}):\n${readFileSync(log, "utf8").slice(-4000)}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    if (i > 300) throw new Error(`${name}: the server did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs the demo owner in through the site's login form; the session cookie. */
export async function signIn(origin) {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(OWNER),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("__session="))
    ?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** VmRSS of a process in bytes (/proc/<pid>/status). */
export const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
