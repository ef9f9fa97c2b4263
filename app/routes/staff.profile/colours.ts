/**
 * The profile's colours have two controls each (README "Staff console"): a colour picker
 * (`<input type=color>`, named `<field>Picker`) beside the hex text field (`<field>`), and a hidden
 * `<field>Shown` holding the text the page showed. With JavaScript the two are kept in step as one
 * moves. Without it they are sent as they are, and the rule is: **what the staff member changed
 * wins; when both were changed, the typed text wins** (it is the more deliberate of the two). So a
 * moved picker is saved when the text was left alone, and a typed colour whatever the picker says.
 */

const HEX = /^#[0-9a-f]{6}$/i;

/** The picker's starting colour for a text: that colour, or black when the text is no colour (yet). */
export function pickerStart(text: string): string {
  const trimmed = text.trim();
  return HEX.test(trimmed) ? trimmed.toLowerCase() : "#000000";
}

/** The colour to save from what the form sent: the text, or the picker when only it was moved. */
export function chosenColour(sent: { text: string; picker: string | null; shown: string | null }): string {
  if (sent.picker === null || sent.shown === null || !HEX.test(sent.picker)) return sent.text;
  const pickerMoved = sent.picker.toLowerCase() !== pickerStart(sent.shown);
  const textChanged = sent.text.trim() !== sent.shown.trim();
  return pickerMoved && !textChanged ? sent.picker.toLowerCase() : sent.text;
}

/** The form's colour fields resolved in place, before the schema reads them. */
export function resolveColourPickers(form: FormData, fields: readonly string[]): void {
  for (const field of fields) {
    const value = (name: string) => {
      const entry = form.get(name);
      return typeof entry === "string" ? entry : null;
    };
    form.set(field, chosenColour({ text: value(field) ?? "", picker: value(`${field}Picker`), shown: value(`${field}Shown`) }));
    form.delete(`${field}Picker`);
    form.delete(`${field}Shown`);
  }
}
