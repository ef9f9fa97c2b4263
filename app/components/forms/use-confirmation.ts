import { useLocation } from "@remix-run/react";
import type { Confirmation } from "~/utils/toast";
import { useRootData } from "~/utils/root-data";

// With JavaScript the root's data outlives client-side navigation (its loader does not run again on
// a plain link): a confirmation belongs to the location it arrived with, so going elsewhere and
// back does not show it again. Browser memory only; the server renders what the cookie says.
const arrivedAt = new Map<string, string>();

/** This form's one-time confirmation (its 'Saved' dialog, its reference), from the flash, never from the URL. */
export function useConfirmation(form: Confirmation["form"]): Confirmation | undefined {
  const confirmation = useRootData()?.confirmation;
  const { key } = useLocation();
  if (!confirmation || confirmation.form !== form) return undefined;
  if (typeof document === "undefined") return confirmation;
  if (!arrivedAt.has(confirmation.id)) arrivedAt.set(confirmation.id, key);
  return arrivedAt.get(confirmation.id) === key ? confirmation : undefined;
}
