import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { type StaffCaller, staffQuery } from "./staff.server";

const uploaded = z.object({
  data: z.object({ url: z.string().regex(/^\/uploads\/[0-9a-f]{32}\/\d+\.webp$/), widths: z.array(z.number().int().positive()) }),
});

/**
 * POST /staff/uploads: the photo's bytes as the body. Decoding and resizing a large phone photo
 * takes longer than a list call, so it has a deadline of its own rather than the page's.
 */
export function uploadImage(caller: StaffCaller, file: Blob) {
  return apiRequest("/staff/uploads", {
    method: "POST",
    query: staffQuery(caller),
    token: caller.token,
    file,
    schema: uploaded,
    timeoutMs: 30_000,
  });
}
