import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import type { z } from "zod";
import { ACCOUNT } from "~/content/account";
import type { ClientInfo } from "~/models/client.server";
import { formFieldNames, onFormFields } from "./translations-form.server";
import type { StaffCaller } from "~/models/staff.server";
import type { ApiFailure, ApiResult } from "~/utils/api.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import { getEnv } from "~/utils/env.server";
import { formMessage, readFormData, replyWithApiFailure } from "~/utils/forms.server";
import { loginPath } from "~/utils/redirect";
import { destroySession, getSession, getToken } from "~/utils/session.server";
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from "~/utils/toast.server";
import { getTenant } from "./tenant.server";

/**
 * The staff console's guard (README "Staff console"). The provider checks the role on every call;
 * the site only turns its answers into pages: anonymous → /login and back, an expired token →
 * signed out and /login, a parent's token, another school's row or another school's token → the
 * same 404 as an unknown URL (no hint that the console exists).
 */

/** The console's pages and answers are one person's view of private data: never stored by a cache. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export type StaffContext = StaffCaller & { client: ClientInfo; signal: AbortSignal };

/** The request's path without Remix's own parameters, for the way back after signing in. */
function backTo(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return `${url.pathname}${url.search}`;
}

export function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: PRIVATE_HEADERS });
}

/** The session's token and the host's school, before any call; anonymous visitors go to /login. */
export async function requireStaff(request: Request): Promise<StaffContext> {
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const [token, tenant] = await Promise.all([getToken(request), getTenant(request, { signal })]);
  if (!token) throw redirect(loginPath(backTo(request)), { headers: PRIVATE_HEADERS });
  if (tenant.status === "unknown") throw notFound();
  if (tenant.status === "failed") throw new Response("Service Unavailable", { status: 503, headers: PRIVATE_HEADERS });
  return { token, clientId: tenant.client.clientId, client: tenant.client, signal };
}

/**
 * A failed staff call as the page's answer (thrown): 401 signs out and asks to sign in again;
 * 403 and 404 are the one 404; the rest means the provider is failing.
 */
export async function refuse(request: Request, failure: ApiFailure): Promise<never> {
  if (failure.status === 401) {
    const session = await getSession(request);
    throw await redirectWithInfo(loginPath(backTo(request)), ACCOUNT.expired, {
      headers: { "Set-Cookie": await destroySession(session), ...PRIVATE_HEADERS },
    });
  }
  if (failure.status === 403 || failure.status === 404) throw notFound();
  throw new Response("Service Unavailable", { status: 503, headers: PRIVATE_HEADERS });
}

/**
 * A staff CSV download (README "Staff console"): the provider's file streamed through to the
 * browser as it comes (UTF-8 with BOM, formula cells escaped there), never cached.
 */
export async function csvDownload(request: Request, file: { ok: true; response: Response } | ApiFailure, name: string): Promise<Response> {
  if (!file.ok) return refuse(request, file);
  const { response } = file;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": response.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
      "Content-Disposition": response.headers.get("Content-Disposition") ?? `attachment; filename="${name}-${day}.csv"`,
      ...PRIVATE_HEADERS,
    },
  });
}

/**
 * A staff form's POST: refused when it comes from another site (403), parsed with the page's
 * schema. `reply` sends it back with its errors and values (and an error toast for the provider's
 * refusals: a 400 naming a field, a 409 lost race).
 */
export async function readStaffForm<S extends z.AnyZodObject>(request: Request, schema: S) {
  if (isCrossSiteRequest(request)) throw new Response(CROSS_SITE_MESSAGE, { status: 403, headers: PRIVATE_HEADERS });
  const formData = await readFormData(request);
  return { formData, submission: parseWithZod(formData, { schema }) };
}

/** A re-rendered staff form: its errors and values, as action data. */
export function replyInvalid(result: SubmissionResult<string[]>, extra: Record<string, unknown> = {}) {
  return json({ result, ...extra }, { status: 400, headers: PRIVATE_HEADERS });
}

/**
 * The provider refused a staff form's input (400 with a field, 409 a changed state): the message on
 * its field and as an error toast; anything else is `refuse`d.
 */
export async function replyRefused(
  request: Request,
  submission: Parameters<typeof replyWithApiFailure>[0],
  failure: ApiFailure,
  fields: readonly string[],
  extra: Record<string, unknown> = {},
) {
  if (failure.status !== 400 && failure.status !== 409) return refuse(request, failure);
  const reply = replyWithApiFailure(submission, failure, fields, { formError: true });
  return json({ result: reply.result, toast: formMessage(reply.message), ...extra }, { status: reply.httpStatus, headers: PRIVATE_HEADERS });
}

/**
 * The answers of a console page with several forms, each posted with its `intent` (the visit times,
 * the admission years): `save` parses a form with its schema, calls the provider and answers with a
 * success toast, or sends the form back with its errors tagged `editing` (which of the page's forms
 * it was); `remove` deletes a row: gone already is the page without it, a refusal the provider
 * explains (409: the row is in use) an error toast, anything else `refuse`d. `onChange` runs after
 * every change the provider made.
 */
export function pageForms(request: Request, formData: FormData, path: string, options: { onChange?: () => void } = {}) {
  const done = (message: string) => {
    // What the public site shows changed (the enrollment form's classes): this instance's caches
    // hear it even when the provider runs elsewhere (README "Many instances").
    options.onChange?.();
    return redirectWithSuccess(path, message || "Saved", { headers: PRIVATE_HEADERS });
  };
  return {
    async save<S extends z.AnyZodObject>(schema: S, editing: string, call: (values: z.output<S>) => Promise<ApiResult<{ message: string }>>) {
      const submission = parseWithZod(formData, { schema });
      if (submission.status !== "success") return replyInvalid(submission.reply(), { editing });
      const saved = await call(submission.value);
      if (!saved.ok) return replyRefused(request, submission, onFormFields(saved), formFieldNames(schema), { editing });
      return done(saved.data.message);
    },
    async remove(call: () => Promise<ApiResult<{ message: string }>>) {
      const deleted = await call();
      // A second click, another staff member: the page without it is the answer. Another school's
      // row gets the same words, which say nothing about it.
      if (!deleted.ok && deleted.status === 404) return done("It was already removed");
      if (!deleted.ok && deleted.status === 409) return redirectWithError(path, deleted.message, { headers: PRIVATE_HEADERS });
      if (!deleted.ok) return refuse(request, deleted);
      return done(deleted.data.message);
    },
  };
}
