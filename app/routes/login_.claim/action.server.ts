import { json, type ActionFunctionArgs } from "@remix-run/node";
import { claimSignInLink } from "~/models/claim.server";
import { readStaffForm } from "~/services/staff.server";
import type { FormActionData } from "~/utils/forms";
import { formMessage, replyWithApiFailure } from "~/utils/forms.server";
import { redirectSignedIn } from "~/utils/session.server";
import { claimSchema } from "~/utils/staff-schemas";
import { ACCOUNT } from "~/content/account";

/**
 * The holder of a one-time sign-in link sets a password and is signed in (README "Schools from the
 * command line"): the provider checks the password rule and uses the link up; then to the console.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { submission } = await readStaffForm(request, claimSchema);
  const hideFields = ["password"];
  if (submission.status !== "success") return json<FormActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const claimed = await claimSignInLink({ token, password: submission.value.password });
  if (!claimed.ok) {
    const failure = replyWithApiFailure(submission, claimed, ["password"], { hideFields, formError: true });
    return json<FormActionData>({ result: failure.result, toast: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  const { user, token: session } = claimed.data;
  return redirectSignedIn(request, { token: session, user }, ACCOUNT.welcome(user.name), "/staff");
}
