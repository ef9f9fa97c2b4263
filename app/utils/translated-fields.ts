/**
 * The Hindi versions of the school's own texts in the (English) staff console (README "Languages":
 * "The school's own words"). A form that shows them names each `hi.<field>` (Conform reads them as
 * the object `hi`) and carries TRANSLATING; its action then sends the provider the row's whole
 * `translations`, so an emptied field removes that version. A form without them (a school without
 * Hindi) sends none, and the provider keeps what it has.
 */

/** The hidden field of a form that shows the Hindi versions: which language they are. */
export const TRANSLATING = "translating";

/** One text of a row that may have a Hindi version, as the form shows it. */
export type TranslatedText = { name: string; label: string; long?: boolean };
