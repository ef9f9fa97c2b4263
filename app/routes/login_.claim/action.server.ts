import type { ActionFunctionArgs } from "@remix-run/node";
import { setPasswordAction } from "~/services/password-link.server";

/**
 * The holder of a one-time sign-in link sets a password and is signed in (README "Schools from the
 * command line", "Staff console"): staff land in the console, a parent on /account.
 */
export const action = ({ request }: ActionFunctionArgs) => setPasswordAction(request, "claim");
