import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import { z } from "zod";
import { createToastUtilsWithCustomSession, setToastCookieOptions } from "remix-toast";
import { getEnv } from "./env.server";
import { TOAST_COOKIE } from "./shared-page";
import type { Confirmation, ToastView } from "./toast";

/**
 * Flash toasts (remix-toast 1.2.2). Its built-in cookie is NOT signed at all (its sign() appends
 * "." and unsign() strips it, whatever the secret), so a forged cookie could make the site show any
 * text. The helpers below run on our own session storage, signed with SESSION_SECRET.
 * setToastCookieOptions is set too, so that a stray default import at least uses our secret and
 * flags. Import toast helpers from this module, never from "remix-toast" directly: the root loader
 * only reads this cookie.
 */

let utils: ReturnType<typeof createToastUtilsWithCustomSession> | undefined;
let storage: SessionStorage | undefined;

// remix-toast keeps its toast under "flash"; a form's confirmation rides in the same cookie.
const TOAST_KEY = "flash";
const CONFIRMATION_KEY = "confirmation";
const flashSchema = z.object({
  toast: z.object({ type: z.enum(["success", "error", "info", "warning"]), message: z.string(), description: z.string().optional() }).optional(),
});
const confirmationSchema = z.object({
  id: z.string(),
  form: z.enum(["enquiry", "testimonial", "enrollment", "visit"]),
  reference: z.string().optional(),
  visit: z
    .object({
      date: z.string(),
      startTime: z.string(),
      lengthMinutes: z.number(),
      address: z.string(),
      mobile: z.string(),
      day: z.string().max(200).optional(),
      time: z.string().max(200).optional(),
    })
    .optional(),
  text: z.string().max(1000).optional(),
});

function toastStorage(): SessionStorage {
  toastUtils();
  if (!storage) throw new Error("toast storage missing");
  return storage;
}

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
    storage = createCookieSessionStorage({ cookie });
    utils = createToastUtilsWithCustomSession(storage);
  }
  return utils;
}

/** The flash toast and form confirmation of this request, and the headers that clear them (only when there was one). */
export async function readToast(
  request: Request,
): Promise<{ toast: ToastView | undefined; confirmation: Confirmation | undefined; headers: Headers | undefined }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes(`${TOAST_COOKIE}=`)) return { toast: undefined, confirmation: undefined, headers: undefined };
  const session = await toastStorage().getSession(cookie);
  const toast = flashSchema.safeParse(session.get(TOAST_KEY)).data?.toast;
  const confirmation = confirmationSchema.safeParse(session.get(CONFIRMATION_KEY)).data;
  if (!toast && !confirmation) return { toast: undefined, confirmation: undefined, headers: undefined };
  const headers = new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
  return { toast, confirmation, headers };
}

/**
 * Post/Redirect/Get with a form's one-time confirmation, and a success toast when one is given
 * (the enquiry and testimonial show their 'Saved' dialog alone: one confirmation, not two).
 */
export async function redirectWithConfirmation(url: string, confirmation: Omit<Confirmation, "id">, toast?: ToastText) {
  const session = await toastStorage().getSession();
  // The id ties the confirmation to the page it lands on (components/forms/use-confirmation.ts).
  session.flash(CONFIRMATION_KEY, { ...confirmation, id: crypto.randomUUID() });
  if (toast) session.flash(TOAST_KEY, { toast: { ...(typeof toast === "string" ? { message: toast } : toast), type: "success" } });
  return redirect(url, { headers: { "Set-Cookie": await toastStorage().commitSession(session) } });
}

/** A message, or a message with a second line (`description`). */
type ToastText = string | { message: string; description?: string };

export function redirectWithSuccess(url: string, message: ToastText, init?: ResponseInit) {
  return toastUtils().redirectWithSuccess(url, message, init);
}

export function redirectWithInfo(url: string, message: string, init?: ResponseInit) {
  return toastUtils().redirectWithInfo(url, message, init);
}

export function redirectWithError(url: string, message: string, init?: ResponseInit) {
  return toastUtils().redirectWithError(url, message, init);
}
