// Reading a server-rendered form the way a browser without JavaScript would post it back: used by
// the HTTP-level tests (tests/e2e/server, tests/scale) that submit forms without a browser.

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * The named inputs of the page's form with the given id, with the values the page rendered (radio
 * and checkbox inputs left out: a test chooses those itself). Throws when the page has no such form.
 */
export function formInputs(html: string, formId: string): URLSearchParams {
  const start = html.indexOf(`id="${formId}"`);
  if (start === -1) throw new Error(`the page has no form #${formId}`);
  const form = html.slice(html.lastIndexOf("<form", start), html.indexOf("</form>", start));
  const fields = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (name && !/\btype="(radio|checkbox)"/.test(tag)) fields.set(name, decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? ""));
  }
  return fields;
}

/** The value of the option of select `name` in form `formId` whose text starts with `label` (a class: "Nursery"). */
export function optionValue(html: string, formId: string, name: string, label: string): string {
  const start = html.indexOf(`id="${formId}"`);
  if (start === -1) throw new Error(`the page has no form #${formId}`);
  const form = html.slice(html.lastIndexOf("<form", start), html.indexOf("</form>", start));
  const select = new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(form)?.[1] ?? "";
  for (const [, value = "", text = ""] of select.matchAll(/<option\b[^>]*\bvalue="([^"]*)"[^>]*>([^<]*)<\/option>/g)) {
    if (decode(text).startsWith(label)) return decode(value);
  }
  throw new Error(`#${formId} has no ${name} option "${label}…"`);
}
