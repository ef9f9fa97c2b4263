import { useContext } from "react";
// Action data of the page's routes, for the root's toast area (remix exports no such hook; see below).
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import type { FormMessage } from "~/utils/forms";

function readToast(data: unknown): FormMessage | undefined {
  if (typeof data !== "object" || data === null || !("toast" in data)) return undefined;
  const toast = data.toast;
  if (typeof toast !== "object" || toast === null) return undefined;
  const id = "id" in toast && typeof toast.id === "string" ? toast.id : "";
  const message = "message" in toast && typeof toast.message === "string" ? toast.message : "";
  const success = "type" in toast && toast.type === "success";
  if (!id || !message) return undefined;
  return success ? { id, message, type: "success" } : { id, message };
}

/**
 * Toasts carried by the action data of any route of the page (errors, and the status page's
 * successes, which it answers without a redirect). The root renders the toast
 * area, but a route's action data is only visible to that route; a flash cookie would arrive one
 * page late without JavaScript (STACK.md), so the root reads the router's state directly.
 */
export function useActionToasts(): FormMessage[] {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return Object.values(state?.actionData ?? {}).flatMap((data) => {
    const toast = readToast(data);
    return toast ? [toast] : [];
  });
}
