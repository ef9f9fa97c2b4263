import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { changeDomain, type DomainChange, saveProfile } from "~/models/staffProfile.server";
import { PRIVATE_HEADERS, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { hindiFieldNames, onFormFields, translationsParam } from "~/services/translations-form.server";
import { readStaffForm, saveImage } from "~/services/uploads.server";
import type { ApiFailure } from "~/utils/api.server";
import { announceSchoolContentChange } from "~/utils/content-change.server";
import { getEnv } from "~/utils/env.server";
import { formMessage, replyWithApiFailure } from "~/utils/forms.server";
import { domainSchema, profileSchema } from "~/utils/staff-schemas";
import { redirectWithInfo, redirectWithSuccess } from "~/utils/toast.server";
import { PROFILE_TEXT_FIELDS } from "../../../shared/profile";
import { resolveColourPickers } from "./colours";

/**
 * A provider that did not answer or failed: the form again with every value and the error above
 * it (503), never a page that loses what was typed. Its refusals go to their fields (replyRefused).
 */
function replyFailed(
  request: Request,
  submission: Parameters<typeof replyRefused>[1],
  failure: ApiFailure,
  fields: readonly string[],
  intent: string,
) {
  if (failure.status !== 0 && failure.status < 500) return replyRefused(request, submission, failure, fields, { intent });
  const reply = replyWithApiFailure(submission, failure, fields, { formError: true });
  return json({ result: reply.result, toast: formMessage(reply.message), intent }, { status: reply.httpStatus, headers: PRIVATE_HEADERS });
}

const DOMAIN_INTENTS: readonly DomainChange[] = ["add", "remove", "primary", "check"];

/**
 * The school profile (staff) and its domains (owner; the provider refuses staff). A photo for the
 * logo is stored first, then the profile points at it; any refusal — a bad photo, a colour pair
 * below 4.5:1, a domain of another school — is the page again with its message on the field and
 * every value kept. "Check now" has the provider look up a pending domain's DNS record: found or
 * not, a toast says so. A saved change is on the school's public pages at once: the provider tells
 * this instance's caches (and the others'); the call below does it here as well, for a provider
 * that runs elsewhere.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const formData = await readStaffForm(request);
  const intent = String(formData.get("intent") ?? "profile");

  const change = DOMAIN_INTENTS.find((candidate) => candidate === intent);
  if (change) {
    const submission = parseWithZod(formData, { schema: domainSchema });
    if (submission.status !== "success") return replyInvalid(submission.reply(), { intent });
    const result = await changeDomain(staff, change, submission.value.domain);
    if (!result.ok) return replyFailed(request, submission, result, ["domain"], intent);
    // "Check now" that found no record: the provider's message says what DNS held, as a toast.
    if (result.data.data.verified === false) return redirectWithInfo("/staff/profile", result.data.message, { headers: PRIVATE_HEADERS });
    announceSchoolContentChange(staff.clientId, [submission.value.domain, staff.client.publicDomain]);
    return redirectWithSuccess("/staff/profile", result.data.message, { headers: PRIVATE_HEADERS });
  }

  // A colour picker moved without JavaScript counts (./colours.ts).
  resolveColourPickers(formData, ["brandColor", "accentColor"]);
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
  const { fullLogoUrl, contactEmail2, languages, hi, ...rest } = submission.value;
  // Its own deadline: processing the photo may have used up the one the request started with.
  const result = await saveProfile(
    { ...staff, signal: AbortSignal.timeout(getEnv().API_TIMEOUT_MS) },
    {
      ...rest,
      contactEmail2: contactEmail2 ?? "",
      // English always, then the others chosen (README "Languages").
      languages: ["en", ...languages].join(","),
      fullLogoUrl: saved?.ok ? saved.url : (fullLogoUrl ?? ""),
      // The Hindi versions the form showed, all of them (README "Languages").
      ...translationsParam(formData, hi),
    },
  );
  if (!result.ok) {
    const fields = [...Object.keys(profileSchema.shape), "logo", ...hindiFieldNames(PROFILE_TEXT_FIELDS)];
    return replyFailed(request, submission, onFormFields(result), fields, intent);
  }
  announceSchoolContentChange(staff.clientId);
  return redirectWithSuccess("/staff/profile", result.data.message, { headers: PRIVATE_HEADERS });
}
