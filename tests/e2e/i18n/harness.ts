import type { Page } from "@playwright/test";
import { startStage, test as formsTest, type FormsStage } from "../forms/harness.js";
import { ALLOWED_TOKENS, literally } from "../../support/untranslated.js";
import { inspectable, PORT } from "../fixtures.js";

/** The pseudo-locale's prefix (app/i18n/languages.ts): the e2e server serves it (PSEUDO_LOCALE). */
export const PSEUDO = "/en-xa";

/** The two demo schools' origins, each with its own name for the test's titles. */
export const SCHOOLS = [
  { name: "Sunshine", origin: `http://localhost:${PORT}` },
  { name: "Rainbow", origin: `http://rainbow.localhost:${PORT}` },
] as const;

/**
 * Every text a parent reads on the page, or a screen reader reads out, that did not come from a
 * catalogue: in the pseudo-locale each catalogue text, and each text of the school's own, is
 * accented ("[Éñŕöļļ Ñöŵ]"), so an ASCII letter left outside an allowed token is English that
 * skipped the catalogue. Allowed: tests/support/untranslated.ts's tokens (e-mail and web addresses, a
 * parent's reference) and what the test itself typed (`typed`). Checked: text nodes (hidden ones too: they are shown
 * at some width or state), the title, the description, and the attributes that are read out or
 * shown (alt, title, aria-label, placeholder, a button's value). `within` limits it to parts of
 * the page (CSS selectors).
 */
export async function untranslated(page: Page, options: { within?: string[]; typed?: string[] } = {}): Promise<string[]> {
  const target = await inspectable(page);
  return target.evaluate(
    ({ within, sources }) => {
      const allowed = sources.map((source) => new RegExp(source, "g"));
      const found: string[] = [];
      const check = (text: string | null | undefined, where: string) => {
        if (!text) return;
        let rest = text;
        for (const pattern of allowed) rest = rest.replace(pattern, " ");
        if (/[A-Za-z]/.test(rest)) found.push(`${where}: ${text.replace(/\s+/g, " ").trim()}`);
      };
      const roots = within ? within.flatMap((selector) => [...document.querySelectorAll(selector)]) : [document.documentElement];
      if (!within) {
        check(document.title, "title");
        for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"]')) {
          if (meta.getAttribute("property") !== "og:url")
            check(meta.getAttribute("content"), `meta ${meta.getAttribute("name") ?? meta.getAttribute("property")}`);
        }
      }
      // A part in another declared language (the switch's "English") is that language on purpose;
      // an address as a mail link's text is split in parts for line breaks (components/EmailText.tsx).
      const pageLang = document.documentElement.lang;
      const skipped = `script, style, template, noscript, head, [lang]:not([lang="${pageLang}"]), a[href^="mailto:"]`;
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(skipped)) continue;
          check(node.textContent, `<${parent.tagName.toLowerCase()}>`);
        }
        for (const element of [root, ...root.querySelectorAll("*")]) {
          if (element.closest(skipped)) {
            if (element.matches('a[href^="mailto:"]')) check(element.textContent, "a[mailto]");
            continue;
          }
          for (const name of ["alt", "title", "aria-label", "placeholder"])
            check(element.getAttribute(name), `${element.tagName.toLowerCase()}[${name}]`);
          if (element instanceof HTMLInputElement && ["submit", "button", "reset"].includes(element.type)) check(element.value, "input[value]");
        }
      }
      return [...new Set(found)];
    },
    { within: options.within ?? null, sources: [...ALLOWED_TOKENS, ...(options.typed ?? []).map(literally)] },
  );
}

/**
 * The forms' test with a stage of its own in the pseudo-locale, for the site's pages and for the
 * provider's records alike (its mails are written in it): a database a success may write to.
 */
export const test = formsTest.extend<object, { pseudoStage: FormsStage }>({
  pseudoStage: [
    async ({}, use) => {
      const { stage, dispose } = await startStage({ PSEUDO_LOCALE: "true" }, { PSEUDO_LOCALE: "true" });
      await use(stage);
      await dispose();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});
