/** The school's lists staff edit, each with its page under `/staff/site/` (shared/staff-lists.ts). */
export type { StaffList as SiteList } from "../../shared/staff-lists";

/**
 * What the buttons of one item post (`intent`), besides saving its fields and moving it to a
 * typed position (`move`, with `position`): each is the provider's `/staff/lists/{list}/{id}/{intent}`.
 * `delete` is the second step of Delete… (the first only shows the question: `DELETE_PARAM`).
 */
export const ITEM_CHANGES = ["hide", "show", "up", "down", "top", "bottom", "delete"] as const;
export type ItemChange = (typeof ITEM_CHANGES)[number];

/** `?delete=<id>`: the list page asks whether to delete that item for good (no JavaScript needed). */
export const DELETE_PARAM = "delete";

/** `?view=compact`: the list as a dense grid of small previews, each item's controls a click away. */
export const VIEW_PARAM = "view";

/** The file input of "Add several photos". */
export const BULK_FIELD = "pictures";

/** The most photos one "Add several photos" form takes (the staff form reader's file limit). */
export const BULK_MAX_FILES = 10;

/** A list page's words, from its loader (content/staff-site-copy.server.ts). */
export type ListEditorCopy = {
  title: string;
  lead: string;
  /** The public page that shows the list. */
  publicPage: { href: string; label: string };
  /** "Add a slide". */
  add: string;
  /** "No slides yet." */
  empty: string;
  sending: string;
};
