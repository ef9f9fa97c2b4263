import { createCookieSessionStorage, type SessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession, setToastCookieOptions } from "remix-toast";
import { getEnv } from "./env.server";
import { TOAST_COOKIE } from "./shared-page";
import type { ToastView } from "./toast";

/**
 * Flash toasts (remix-toast 1.2.2). Its built-in cookie is NOT signed at all (its sign() appends
 * "." and unsign() strips it, whatever the secret), so a forged cookie could make the site show any
 * text. The helpers below run on our own session storage, signed with SESSION_SECRET.
 * setToastCookieOptions is set too, so that a stray default import at least uses our secret and
 * flags. Import toast helpers from this module, never from "remix-toast" directly: the root loader
 * only reads this cookie.
 */

let utils: ReturnType<typeof createToastUtilsWithCustomSession> | undefined;

function toastUtils() {
  if (!utils) {
    const env = getEnv();
    const cookie = {
      name: TOAST_COOKIE,
      httpOnly: true,
      sameSite: "lax" as const,
      secure: env.NODE_ENV === "production",
      path: "/",
      secrets: env.SESSION_SECRET,
    };
    setToastCookieOptions(cookie);
    const storage: SessionStorage = createCookieSessionStorage({ cookie });
    utils = createToastUtilsWithCustomSession(storage);
  }
  return utils;
}

/** The flash toast of this request, and the headers that clear it (only when there was one). */
export async function readToast(request: Request): Promise<{ toast: ToastView | undefined; headers: Headers | undefined }> {
  if (!request.headers.get("Cookie")?.includes(`${TOAST_COOKIE}=`)) return { toast: undefined, headers: undefined };
  const { toast, headers } = await toastUtils().getToast(request);
  if (!toast) return { toast: undefined, headers: undefined };
  return { toast: { type: toast.type, message: toast.message, description: toast.description }, headers };
}

/** A message, or a message with a second line (`description`). */
type ToastText = string | { message: string; description?: string };

export function redirectWithSuccess(url: string, message: ToastText, init?: ResponseInit) {
  return toastUtils().redirectWithSuccess(url, message, init);
}

export function redirectWithInfo(url: string, message: string, init?: ResponseInit) {
  return toastUtils().redirectWithInfo(url, message, init);
}
