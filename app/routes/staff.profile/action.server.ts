import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { changeDomain, type DomainChange, saveProfile } from "~/models/staffProfile.server";
import { PRIVATE_HEADERS, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { readStaffForm, saveImage } from "~/services/uploads.server";
import { announceSchoolContentChange } from "~/utils/content-change.server";
import { domainSchema, profileSchema } from "~/utils/staff-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";

const DOMAIN_INTENTS: readonly string[] = ["add", "remove", "primary"] satisfies DomainChange[];

/**
 * The school profile (staff) and its domains (owner; the provider refuses staff). A photo for the
 * logo is stored first, then the profile points at it; any refusal — a bad photo, a colour pair
 * below 4.5:1, a domain of another school — is the page again with its message on the field and
 * every value kept. A saved change is on the school's public pages at once: the provider tells
 * this instance's caches (and the others'); the call below does it here as well, for a provider
 * that runs elsewhere.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const formData = await readStaffForm(request);
  const intent = String(formData.get("intent") ?? "profile");

  if (DOMAIN_INTENTS.includes(intent)) {
    const submission = parseWithZod(formData, { schema: domainSchema });
    if (submission.status !== "success") return replyInvalid(submission.reply(), { intent });
    const change = intent as DomainChange;
    const result = await changeDomain(staff, change, submission.value.domain);
    if (!result.ok) return replyRefused(request, submission, result, ["domain"], { intent });
    announceSchoolContentChange(staff.clientId, [submission.value.domain, staff.client.publicDomain]);
    return redirectWithSuccess("/staff/profile", result.data.message, { headers: PRIVATE_HEADERS });
  }

  const submission = parseWithZod(formData, { schema: profileSchema });
  const logo = formData.get("logo");
  const chosen = logo instanceof File && (logo.size > 0 || logo.name !== "") ? logo : null;
  // The photo is checked even when another field is wrong, so that every message shows at once.
  const saved = chosen ? await saveImage(request, chosen) : null;
  const logoError = saved && !saved.ok ? saved.message : undefined;
  if (submission.status !== "success" || logoError) {
    // reply() keeps the schema's own errors beside the photo's.
    return replyInvalid(submission.reply(logoError ? { fieldErrors: { logo: [logoError] } } : {}), { intent });
  }
  const { fullLogoUrl, contactEmail2, ...rest } = submission.value;
  const result = await saveProfile(staff, {
    ...rest,
    contactEmail2: contactEmail2 ?? "",
    fullLogoUrl: saved?.ok ? saved.url : (fullLogoUrl ?? ""),
  });
  if (!result.ok) return replyRefused(request, submission, result, [...Object.keys(profileSchema.shape), "logo"], { intent });
  announceSchoolContentChange(staff.clientId);
  return redirectWithSuccess("/staff/profile", result.data.message, { headers: PRIVATE_HEADERS });
}
