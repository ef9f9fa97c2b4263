import type { ActionFunctionArgs } from "@remix-run/node";
import { setPasswordAction } from "~/services/password-link.server";

/** A forgotten password set anew: every other session of the account ends, and this one starts. */
export const action = ({ request }: ActionFunctionArgs) => setPasswordAction(request, "reset");
