import { describe, expect, it } from "vitest";
import { catalogue } from "~/i18n/catalogue.server";
import { langOfPath, pathIn, unprefixed } from "~/i18n/languages";
import { pageLanguages } from "~/i18n/page-languages.server";
import { pseudoLocalize, pseudoText } from "../../shared/i18n/pseudo";
import { inLanguage } from "~/i18n/school-languages.server";
import { menuIn } from "~/utils/menu";
import { mainMenu, MENU_LABELS } from "~/content/navigation";

// README "Languages": the URL decides the language, the school's words fall back to English, the
// pseudo-locale accents every text, and the Hindi catalogue is Hindi throughout.

describe("a page's language is in its URL", () => {
  it("reads the prefix, and English without one", () => {
    expect(langOfPath("/hi/contact/info")).toBe("hi");
    expect(langOfPath("/hi")).toBe("hi");
    expect(langOfPath("/en-xa/about/ourStory")).toBe("en-XA");
    expect(langOfPath("/contact/info")).toBe("en");
    // A page whose own first segment merely starts like a prefix is English.
    expect(langOfPath("/history")).toBe("en");
  });

  it("puts a path in a language and takes it out again", () => {
    expect(pathIn("hi", "/contact/info")).toBe("/hi/contact/info");
    expect(pathIn("hi", "/")).toBe("/hi");
    expect(pathIn("hi", "/?program=summerCamps")).toBe("/hi?program=summerCamps");
    expect(pathIn("en", "/contact/info")).toBe("/contact/info");
    expect(pathIn("hi", "https://example.org/")).toBe("https://example.org/");
    expect(unprefixed("/hi/contact/info")).toBe("/contact/info");
    expect(unprefixed("/hi")).toBe("/");
    expect(unprefixed("/contact/info")).toBe("/contact/info");
  });

  it("keeps the menu in the page's language, its groups' prefixes too", () => {
    const menu = menuIn("hi", mainMenu(catalogue("hi").layout.menu));
    expect(menu[0]).toEqual({ label: "मुख्य पृष्ठ", to: "/hi" });
    expect(menu[1]).toMatchObject({ label: "हमारे बारे में", prefix: "/hi/about" });
    expect(JSON.stringify(menu)).not.toMatch(/"to":"\/(?!hi)/);
  });
});

describe("the switch and the alternates", () => {
  const url = new URL("http://school.example/hi/contact/info?_data=root&from=menu");

  it("link the same page in the other language, without the URL's query", () => {
    const { switchTo, alternates } = pageLanguages(url, {
      lang: "hi",
      langs: ["en", "hi", "en-XA"],
      defaultLang: "en",
      origin: "https://school.example",
    });
    expect(switchTo).toEqual([{ lang: "en", name: "English", href: "/contact/info" }]);
    expect(alternates).toEqual([
      { hrefLang: "en-IN", href: "https://school.example/contact/info" },
      { hrefLang: "hi-IN", href: "https://school.example/hi/contact/info" },
      { hrefLang: "x-default", href: "https://school.example/contact/info" },
    ]);
  });

  it("point x-default at a Hindi-first school's Hindi page", () => {
    const { alternates } = pageLanguages(url, { lang: "hi", langs: ["en", "hi"], defaultLang: "hi", origin: "https://school.example" });
    expect(alternates.at(-1)).toEqual({ hrefLang: "x-default", href: "https://school.example/hi/contact/info" });
  });

  it("are none for a school with one language", () => {
    expect(
      pageLanguages(new URL("http://school.example/contact/info"), {
        lang: "en",
        langs: ["en"],
        defaultLang: "en",
        origin: "https://school.example",
      }),
    ).toEqual({
      switchTo: [],
      alternates: [],
    });
  });
});

describe("the school's own words", () => {
  const row = { id: 1, title: "Our Journey", description: "", imageUrl: "/x.png" };

  it("show the school's Hindi version, and the English text where it wrote none", () => {
    expect(inLanguage(row, { hi: { title: "हमारा सफ़र" } }, "hi", ["title", "description"])).toEqual({ ...row, title: "हमारा सफ़र" });
    expect(inLanguage(row, { hi: { title: "  " } }, "hi", ["title"])).toEqual(row);
    expect(inLanguage(row, undefined, "hi", ["title"])).toEqual(row);
    expect(inLanguage(row, { hi: { title: "हमारा सफ़र" } }, "en", ["title"])).toEqual(row);
  });

  it("are derived in the pseudo-locale, fields not named left as they are", () => {
    expect(inLanguage(row, undefined, "en-XA", ["title", "description"])).toEqual({ ...row, title: "[Öûŕ Ĵöûŕñéý]" });
  });
});

describe("the pseudo-locale", () => {
  it("wraps and accents every letter, and leaves addresses alone", () => {
    expect(pseudoText("Enroll Now")).toBe("[Éñŕöļļ Ñöŵ]");
    expect(pseudoText("/contact/info")).toBe("/contact/info");
    expect(pseudoText("https://example.org")).toBe("https://example.org");
    expect(pseudoText("")).toBe("");
  });

  it("accents what a catalogue's functions return", () => {
    const words = pseudoLocalize({ about: (school: string) => `About ${school}`, list: ["One"] });
    expect(words.about("Rainbow")).toBe("[Åƀöûţ Ŕåîñƀöŵ]");
    expect(words.list).toEqual(["[Öñé]"]);
  });
});

describe("the Hindi catalogue", () => {
  /** Every text of a catalogue, functions called with sample values. */
  function texts(value: unknown, at = ""): Array<[string, string]> {
    if (typeof value === "string") return [[at, value]];
    if (typeof value === "function") return texts((value as (...args: unknown[]) => unknown)("X", "Y", "Z"), `${at}()`);
    if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
    if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => texts(item, `${at}.${key}`));
    return [];
  }
  // Written the same in both: numbers, marks, an example address, a page's path, the language's own name.
  const SAME = /^(\d+|you@example\.com|\/[\w/-]+|English)$/;

  it("is Hindi wherever English has words", () => {
    const english = new Map(texts(catalogue("en")));
    const notHindi = texts(catalogue("hi")).filter(
      ([at, text]) => (english.get(at) ?? "").match(/[A-Za-z]{2}/) && !SAME.test(text) && !/[\u0900-\u097f]/.test(text),
    );
    expect(notHindi).toEqual([]);
  });

  it("has the menu's labels all different, as English has", () => {
    const labels = Object.values(catalogue("hi").layout.menu);
    expect(new Set(labels).size).toBe(Object.keys(MENU_LABELS).length);
  });
});
