import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { type StaffCaller, staffQuery } from "./staff.server";

const uploaded = z.object({
  data: z.object({ url: z.string().regex(/^\/uploads\/[0-9a-f]{32}\/\d+\.webp$/), widths: z.array(z.number().int().positive()) }),
});

/**
 * POST /staff/uploads: the photo's bytes as the body. Decoding and resizing a large phone photo,
 * after its turn in the provider's upload queue (README "Uploads"), takes longer than a list call,
 * so it has a deadline of its own rather than the page's: `deadline`, which the caller can read.
 */
export function uploadImage(caller: StaffCaller, file: Blob, deadline: AbortSignal) {
  return apiRequest("/staff/uploads", {
    method: "POST",
    query: staffQuery(caller),
    token: caller.token,
    file,
    schema: uploaded,
    signal: deadline,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** An upload's deadline: the provider's longest wait for a turn (20 s) and time to process. */
export const UPLOAD_TIMEOUT_MS = 30_000;
