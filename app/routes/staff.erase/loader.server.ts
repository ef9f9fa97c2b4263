import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { listErasures, previewErasure } from "~/models/staffErasure.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { readPage } from "~/utils/staff";
import { eraseSchema } from "~/utils/staff-schemas";
import { formatWhen } from "~/utils/when";

// Apart from route.tsx: the lookup's schema would otherwise bring zod to the page's browser code
// (README "JavaScript budgets").

const PAGE_SIZE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const typed = params.get("mobile");
  const page = readPage(params);
  const staff = await requireStaff(request);
  const lookup = typed === null ? null : eraseSchema.safeParse({ mobile: typed });
  const [preview, erasures] = await Promise.all([
    lookup?.success ? previewErasure(staff, lookup.data.mobile) : null,
    listErasures(staff, { pageNo: page, pageSize: PAGE_SIZE }),
  ]);
  if (preview && !preview.ok) return refuse(request, preview);
  if (!erasures.ok) return refuse(request, erasures);
  return json({
    typed: typed ?? "",
    mobileError: lookup && !lookup.success ? (lookup.error.issues[0]?.message ?? "Invalid mobile no.") : null,
    found: preview && lookup?.success ? { mobile: lookup.data.mobile, counts: preview.data.data } : null,
    page,
    pages: Math.max(1, Math.ceil(erasures.data.count / PAGE_SIZE)),
    erasures: erasures.data.data.map((row) => ({ ...row, when: formatWhen(row.createdAt) })),
  });
}
