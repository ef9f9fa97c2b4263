import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import type { ContentChange } from "../../api/events.js";
import { SITE_LANGUAGES } from "../../shared/school-languages.js";
import { SCHOOL_LANGS } from "../../app/i18n/school-languages.server.js";
import { authed, demoAccount, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// README "Languages": "The school's own words". The public lists answer each row's versions in
// the site's other languages; staff store them beside the English texts, checked like them; the
// profile chooses the site's languages; both demo schools have Hindi for every text they show.

let api: TestApi;
const token = { staffA: "", staffB: "" };
const changes: ContentChange[] = [];

beforeAll(async () => {
  api = await startTestApi({ onContentChange: (change) => changes.push(change) });
  [token.staffA, token.staffB] = await Promise.all([signIn(api, demoAccount(0, "staff")), signIn(api, demoAccount(1, "staff"))]);
});
afterAll(async () => {
  await api?.close();
});

const DEVANAGARI = /[\u0900-\u097f]/;

const list = async (path: string, clientId: number, query: Record<string, string> = {}) => {
  const res = await api.get(path + qs({ clientId, pageSize: 1000, deleted: "false", ...query }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Array<Record<string, any>>;
};

/** Every public list of the school's own words, and the text fields each row has. */
const LISTS: Array<{ path: string; fields: string[]; query?: Record<string, string>; names?: string[] }> = [
  { path: "/carousel/all", fields: ["title"] },
  { path: "/gallery/all", fields: ["caption", "categoryName"] },
  // A teacher's name stays as written (README "Languages"); the designation is translated.
  { path: "/ourTeam/all", fields: ["designation"], names: ["name"] },
  { path: "/missionAndVision/all", fields: ["title", "description"] },
  { path: "/ourStory/all", fields: ["title", "description"] },
  { path: "/event/all", fields: ["title", "description"] },
  { path: "/category/all", fields: ["name"] },
  { path: "/fee/all", fields: ["name", "frequencyText", "note"] },
  { path: "/paymentMethod/all", fields: ["title", "description"] },
  { path: "/admissionStep/all", fields: ["title", "description"] },
  { path: "/feesFaq/all", fields: ["question", "answer"] },
  { path: "/admissionFaq/all", fields: ["question", "answer"] },
  { path: "/supportFaq/all", fields: ["question", "answer"] },
  { path: "/whyChooseUs/all", fields: ["title", "description"] },
  { path: "/direction/all", fields: ["mode", "text"] },
  ...["earlyChildhoodDevelopment", "interactiveLearning", "dayCareService", "summerCamps", "afterSchoolActivities"].map(
    (program) => ({ path: "/programCard/all", fields: ["title", "description"], query: { program } }),
  ),
];

describe("the provider's languages", () => {
  it("are the site's own (app/i18n/languages.ts)", () => {
    expect([...SITE_LANGUAGES]).toEqual([...SCHOOL_LANGS]);
  });
});

describe("demo schools in Hindi", () => {
  it("have a Hindi version, in Devanagari, of every text they show", async () => {
    for (const clientId of [api.schoolA, api.schoolB]) {
      for (const { path, fields, query, names = [] } of LISTS) {
        const rows = await list(path, clientId, query);
        expect(rows.length, path).toBeGreaterThan(0);
        for (const row of rows) {
          for (const field of fields) {
            if (row[field] === "") continue;
            const hindi = row.translations?.hi?.[field];
            expect(hindi, `${path} ${field}: ${row[field]}`).toMatch(DEVANAGARI);
          }
          for (const field of Object.keys(row.translations.hi ?? {})) expect([...fields, ...names]).toContain(field);
        }
      }
      const classes = await api.get("/admissions/classes" + qs({ clientId }));
      for (const row of classes.body.data) expect(row.translations.hi.name, row.name).toMatch(DEVANAGARI);
      const checklist = await api.db
        .selectFrom("admissionChecklist")
        .select(["name", "translations"])
        .where("clientId", "=", clientId)
        .execute();
      for (const row of checklist) expect(JSON.parse(row.translations).hi.name, row.name).toMatch(DEVANAGARI);
    }
    for (const [index, school] of demoSchools.entries()) {
      const res = await api.get("/client/getByPublicDomain" + qs({ publicDomain: school.domains[0] ?? "" }));
      expect(res.body.data.languages).toEqual(["en", "hi"]);
      for (const field of [
        "aboutUs",
        "tagline",
        "ageRange",
        "openingHours",
        "officeHours",
        "schoolHours",
        "addressLine1",
        "addressLine2",
        "city",
        "state",
      ]) {
        expect(res.body.data.translations.hi[field], `school ${index} ${field}`).toMatch(DEVANAGARI);
      }
      // The hours keep their "days: time" lines (shared/profile.ts) in Hindi too.
      expect(res.body.data.translations.hi.officeHours.split("\n").length).toBe(school.client.officeHours.split("\n").length);
    }
  });
});

describe("public lists answer each row's translations", () => {
  it("a row without a version answers {}, junk answers {}, an unknown language or field is left out", async () => {
    const rows = await api.db.selectFrom("carousels").select(["id"]).where("clientId", "=", api.schoolA).orderBy("id").execute();
    const [first, second, third] = rows.map((row) => row.id);
    await api.db.updateTable("carousels").set({ translations: "{}" }).where("id", "=", first!).execute();
    await api.db.updateTable("carousels").set({ translations: "{not json" }).where("id", "=", second!).execute();
    await api.db
      .updateTable("carousels")
      .set({ translations: JSON.stringify({ hi: { title: "नमस्ते", imageUrl: "/x.svg", other: 3 }, fr: { title: "Bonjour" } }) })
      .where("id", "=", third!)
      .execute();
    const shown = await list("/carousel/all", api.schoolA);
    const byId = new Map(shown.map((row) => [row.id, row.translations]));
    expect(byId.get(first)).toEqual({});
    expect(byId.get(second)).toEqual({});
    expect(byId.get(third)).toEqual({ hi: { title: "नमस्ते" } });
    // SPEC §7's fields first and in order; translations an addition.
    expect(Object.keys(shown[0]!)).toEqual(["id", "imageUrl", "title", "translations"]);
    // Tenant walls: the other school's rows are its own, with their own words.
    const other = await list("/carousel/all", api.schoolB);
    expect(other.map((row) => row.translations.hi.title)).not.toContain("नमस्ते");
  });
});

describe("staff store translations", () => {
  it("adds and edits a row with its Hindi version, keeps it on an edit that does not send it, drops the site's cache", async () => {
    changes.length = 0;
    const added = await api.post(
      "/staff/lists/paymentMethods",
      authed(token.staffA, {
        title: "Cheque",
        description: "Payable to the school.",
        translations: { hi: { title: "चेक", description: "स्कूल के नाम।" } },
      }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.translations).toEqual({ hi: { title: "चेक", description: "स्कूल के नाम।" } });
    expect(changes).toEqual([{ clientId: api.schoolA, list: "paymentMethods" }]);
    const id = added.body.data.id;
    const shown = (await list("/paymentMethod/all", api.schoolA)).find((row) => row.id === id);
    expect(shown?.translations).toEqual({ hi: { title: "चेक", description: "स्कूल के नाम।" } });

    // A form that knows nothing of translations keeps them.
    const edit = await api.post(
      `/staff/lists/paymentMethods/${id}/edit`,
      authed(token.staffA, { title: "Cheque or DD", description: "" }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data.translations).toEqual({ hi: { title: "चेक", description: "स्कूल के नाम।" } });
    // Sent as a form field (JSON text), the whole set replaces the stored one; blank is none.
    const form = await api.post(`/staff/lists/paymentMethods/${id}/edit`, {
      headers: { authorization: `Bearer ${token.staffA}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        title: "Cheque",
        description: "",
        translations: JSON.stringify({ hi: { title: "चेक या डीडी", description: " " } }),
      }).toString(),
    });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(form.body.data.translations).toEqual({ hi: { title: "चेक या डीडी" } });
  });

  it("stores a photo's category name on its category", async () => {
    const photo = (await api.get("/staff/lists/photos", authed(token.staffA))).body.data[0];
    const res = await api.post(
      `/staff/lists/photos/${photo.id}/edit`,
      authed(token.staffA, {
        mediaUrl: photo.mediaUrl,
        caption: photo.caption,
        categoryName: photo.categoryName,
        translations: { hi: { caption: "नई", categoryName: "कक्षा-कक्ष" } },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.translations).toEqual({ hi: { caption: "नई", categoryName: "कक्षा-कक्ष" } });
    const categories = await list("/category/all", api.schoolA);
    expect(categories.find((row) => row.name === photo.categoryName)?.translations).toEqual({ hi: { name: "कक्षा-कक्ष" } });
  });

  it.each([
    ["an unknown language", { fr: { title: "Chèque" } }, "translations.fr"],
    ["English as a version", { en: { title: "Cheque" } }, "translations.en"],
    ["a field the row does not have", { hi: { icon: "x" } }, "translations.hi.icon"],
    ["a text longer than the English may be", { hi: { title: "क".repeat(121) } }, "translations.hi.title"],
    ["a number for a text", { hi: { title: 5 } }, "translations.hi.title"],
    ["a list for a language", { hi: ["चेक"] }, "translations.hi"],
    ["markup where the English refuses it", { hi: { title: "<b>चेक</b>" } }, "translations.hi.title"],
  ])("refuses %s with a 400 naming the field, storing nothing", async (_name, translations, field) => {
    const before = (await api.get("/staff/lists/paymentMethods", authed(token.staffA))).body.data;
    const res = await api.post(
      "/staff/lists/paymentMethods",
      authed(token.staffA, { title: "Cheque", description: "", translations }),
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect((await api.get("/staff/lists/paymentMethods", authed(token.staffA))).body.data).toEqual(before);
  });

  it("refuses junk JSON text", async () => {
    const res = await api.post(
      "/staff/lists/paymentMethods",
      authed(token.staffA, { title: "Cheque", description: "", translations: "{nope" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("translations");
  });

  it("is walled: another school's staff cannot edit this school's row", async () => {
    const row = (await api.get("/staff/lists/paymentMethods", authed(token.staffA))).body.data[0];
    const res = await api.post(
      `/staff/lists/paymentMethods/${row.id}/edit`,
      authed(token.staffB, { title: "X", description: "", translations: { hi: { title: "एक्स" } } }),
    );
    expect(res.status).toBe(404);
    const again = (await api.get("/staff/lists/paymentMethods", authed(token.staffA))).body.data[0];
    expect(again.translations).toEqual(row.translations);
  });
});

describe("the profile's languages and translations", () => {
  const profile = async (bearer: string) => (await api.get("/staff/profile", authed(bearer))).body.data;
  const save = async (bearer: string, extra: Record<string, unknown>) => {
    const { domains: _domains, clientId: _clientId, mapLatitude, mapLongitude, ...fields } = await profile(bearer);
    return api.post(
      "/staff/profile",
      authed(bearer, {
        ...fields,
        ...(mapLatitude === null ? {} : { mapLatitude: String(mapLatitude), mapLongitude: String(mapLongitude) }),
        ...extra,
      }),
    );
  };

  it("answers and stores them; the site's cache drops; another school's stay as they are", async () => {
    const before = await profile(token.staffA);
    expect(before.languages).toEqual(["en", "hi"]);
    expect(before.translations.hi.tagline).toMatch(DEVANAGARI);
    changes.length = 0;
    const res = await save(token.staffA, {
      languages: ["hi", "en"],
      defaultLanguage: "hi",
      translations: { hi: { tagline: "नई पंक्ति" } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      languages: ["en", "hi"],
      defaultLanguage: "hi",
      translations: { hi: { tagline: "नई पंक्ति" } },
    });
    expect(changes).toEqual([{ clientId: api.schoolA, list: "profile" }]);
    const site = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "localhost" }));
    expect(site.body.data).toMatchObject({ defaultLanguage: "hi", translations: { hi: { tagline: "नई पंक्ति" } } });
    // A form that sends none of them keeps them.
    const plain = await save(token.staffA, { languages: undefined, defaultLanguage: undefined, translations: undefined });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({
      languages: ["en", "hi"],
      defaultLanguage: "hi",
      translations: { hi: { tagline: "नई पंक्ति" } },
    });
    // English alone: a Hindi default goes back to English.
    const english = await save(token.staffA, { languages: "en", defaultLanguage: undefined });
    expect(english.body.data).toMatchObject({ languages: ["en"], defaultLanguage: "en" });
    // Rainbow is untouched.
    expect((await profile(token.staffB)).languages).toEqual(["en", "hi"]);
  });

  it.each([
    ["languages without English", { languages: "hi" }, "languages"],
    ["an unknown language", { languages: "en,fr" }, "languages"],
    ["a default the site does not offer", { languages: "en", defaultLanguage: "hi" }, "defaultLanguage"],
    [
      "a translation of a field that is not a text",
      { translations: { hi: { brandColor: "#000000" } } },
      "translations.hi.brandColor",
    ],
    ["hours not written as days: time", { translations: { hi: { officeHours: "हमेशा" } } }, "translations.hi.officeHours"],
  ])("refuses %s with a 400 naming the field", async (_name, extra, field) => {
    const before = await profile(token.staffB);
    const res = await save(token.staffB, extra);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await profile(token.staffB)).toEqual(before);
  });
});

describe("the owner stores the admission classes' and checklist's names in Hindi", () => {
  let ownerA = "";
  beforeAll(async () => {
    ownerA = await signIn(api, demoAccount(0, "owner"));
  });

  const yearsOf = async () => (await api.get("/staff/admissions/years", authed(ownerA))).body.data as Array<Record<string, any>>;
  const classOf = async (name: string) => {
    const found = (await yearsOf()).flatMap((year) => year.classes).find((row) => row.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found as Record<string, any>;
  };
  const classFields = (row: Record<string, any>) => ({
    name: row.name,
    program: row.program,
    seats: String(row.seats),
    minYears: String(Math.floor(row.minMonths / 12)),
    minMonths: String(row.minMonths % 12),
    underYears: String(Math.floor(row.underMonths / 12)),
    underMonths: String(row.underMonths % 12),
    ageOn: row.ageOn,
    fee: row.feeRupees === null ? "" : String(row.feeRupees),
  });

  it("a class's: staff read it, the enrollment form's classes answer it; a form without it keeps it; empty removes it", async () => {
    const nursery = await classOf("Nursery");
    expect(nursery.translations.hi.name).toMatch(DEVANAGARI);
    const saved = await api.post(
      `/staff/admissions/classes/${nursery.id}`,
      authed(ownerA, { ...classFields(nursery), translations: { hi: { name: "नर्सरी (परीक्षण)" } } }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await classOf("Nursery")).translations).toEqual({ hi: { name: "नर्सरी (परीक्षण)" } });
    const open = (await api.get(`/admissions/classes${qs({ clientId: api.schoolA })}`)).body.data;
    expect(open.find((row: { id: number }) => row.id === nursery.id).translations).toEqual({ hi: { name: "नर्सरी (परीक्षण)" } });

    expect((await api.post(`/staff/admissions/classes/${nursery.id}`, authed(ownerA, classFields(nursery)))).status).toBe(200);
    expect((await classOf("Nursery")).translations).toEqual({ hi: { name: "नर्सरी (परीक्षण)" } });

    const form = await api.post(
      `/staff/admissions/classes/${nursery.id}`,
      authed(ownerA, { ...classFields(nursery), translations: JSON.stringify({ hi: { name: " " } }) }),
    );
    expect(form.status).toBe(200);
    expect((await classOf("Nursery")).translations).toEqual({});

    // Put back as the demo has it.
    await api.post(
      `/staff/admissions/classes/${nursery.id}`,
      authed(ownerA, { ...classFields(nursery), translations: nursery.translations }),
    );
    expect((await classOf("Nursery")).translations).toEqual(nursery.translations);
  });

  it("a class's: refused with a 400 naming the field, nothing stored", async () => {
    const nursery = await classOf("Nursery");
    for (const [translations, field] of [
      [{ hi: { seats: "दस" } }, "translations.hi.seats"],
      [{ hi: { name: "क".repeat(61) } }, "translations.hi.name"],
      [{ fr: { name: "Crèche" } }, "translations.fr"],
    ] as const) {
      const res = await api.post(
        `/staff/admissions/classes/${nursery.id}`,
        authed(ownerA, { ...classFields(nursery), name: "Renamed", translations }),
      );
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await classOf("Nursery")).toEqual(nursery);
  });

  it("a checklist item's: added and renamed with it, kept when not sent, removed when empty, refused when wrong", async () => {
    const kg = await classOf("KG");
    const url = `/staff/admissions/classes/${kg.id}/checklist`;
    const added = await api.post(
      url,
      authed(ownerA, { name: "Vaccination card", translations: { hi: { name: "टीकाकरण कार्ड" } } }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id: number = added.body.data.id;
    const item = async () => (await api.get(url, authed(ownerA))).body.data.find((row: { id: number }) => row.id === id);
    expect((await item()).translations).toEqual({ hi: { name: "टीकाकरण कार्ड" } });

    expect((await api.post(`/staff/admissions/checklist/${id}`, authed(ownerA, { name: "Vaccination record" }))).status).toBe(
      200,
    );
    expect(await item()).toMatchObject({ name: "Vaccination record", translations: { hi: { name: "टीकाकरण कार्ड" } } });

    const refused = await api.post(
      `/staff/admissions/checklist/${id}`,
      authed(ownerA, { name: "X", translations: { hi: { name: "<b>कार्ड</b>" } } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("translations.hi.name");
    expect((await item()).name).toBe("Vaccination record");

    const emptied = await api.post(
      `/staff/admissions/checklist/${id}`,
      authed(ownerA, { name: "Vaccination record", translations: '{"hi": {"name": ""}}' }),
    );
    expect(emptied.status).toBe(200);
    expect((await item()).translations).toEqual({});

    // Another school's owner cannot reach it.
    const ownerB = await signIn(api, demoAccount(1, "owner"));
    expect(
      (await api.post(`/staff/admissions/checklist/${id}`, authed(ownerB, { name: "X", translations: { hi: { name: "एक्स" } } })))
        .status,
    ).toBe(404);
    expect((await api.post(`/staff/admissions/checklist/${id}/delete`, authed(ownerA))).status).toBe(200);
  });
});
