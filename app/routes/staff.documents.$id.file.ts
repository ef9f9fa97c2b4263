import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentFile } from "~/models/documents.server";
import { notFound, PRIVATE_HEADERS } from "~/services/staff.server";
import { getTenant } from "~/services/tenant.server";
import { getToken } from "~/utils/session.server";

/**
 * A family's admission document as a download (README "Admissions": "Documents"): the provider's
 * file, asked for with the signed-in staff member's token, passed on as it streams. Only that
 * school's staff and owner get it. Everyone else — nobody signed in, a parent's account, another
 * school's staff — gets the same 404 as a document that does not exist, never the sign-in page,
 * which would tell that one does. Always an attachment, never shown in the school's own origin,
 * and never kept by a cache.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!/^[1-9]\d{0,8}$/.test(params.id ?? "")) throw notFound();
  const [token, tenant] = await Promise.all([getToken(request), getTenant(request, { signal: request.signal })]);
  if (tenant.status === "failed") throw new Response("Service Unavailable", { status: 503, headers: PRIVATE_HEADERS });
  if (!token || tenant.status !== "found") throw notFound();
  const file = await documentFile({ token, clientId: tenant.client.clientId, signal: request.signal }, Number(params.id));
  // 401 (signed out meanwhile), 403 (a parent's token), 404 (another school's, or none): one answer.
  if (!file.ok && [400, 401, 403, 404].includes(file.status)) throw notFound();
  if (!file.ok) throw new Response("Service Unavailable", { status: 503, headers: PRIVATE_HEADERS });
  const { response } = file;
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const length = response.headers.get("Content-Length");
  return new Response(response.body, {
    headers: {
      // Only what the provider stores (a JPEG it wrote, or a PDF it read): anything else is a download of bytes.
      "Content-Type": /^(image\/jpeg|application\/pdf)$/.test(response.headers.get("Content-Type") ?? "")
        ? (response.headers.get("Content-Type") ?? "")
        : "application/octet-stream",
      "Content-Disposition": disposition.startsWith("attachment") ? disposition : `attachment; filename="document-${params.id}"`,
      ...(length ? { "Content-Length": length } : {}),
      // X-Content-Type-Options: nosniff is on every answer already (server.ts, helmet).
      ...PRIVATE_HEADERS,
    },
  });
}
