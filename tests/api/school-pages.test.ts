import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "../../api/events.js";
import { runSchoolCli } from "../../api/schools.js";
import { databaseUploadChecks, uploadAccess, uploadInUse } from "../../api/uploads/serve.js";
import { RUPEES_MESSAGES } from "../../shared/rupees.js";
import { NEW_SCHOOL_CONTENT, PROGRAMS, SPEC_CONTENT } from "../../shared/school-content.js";
import { smallPng } from "../fixtures/images.js";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// Every word and price of a school's pages is the school's own (README "Staff console": "Pages"):
// where a school starts (the demo schools with SPEC's fees and texts, a new school without fees),
// the staff lists of the pages' texts behind the console's walls, moves, hiding and deleting for
// good with its audit row, the public reads showing only a school's visible rows, the programs a
// school offers, the social links and map pin of the profile, and whether an upload is still shown.

let api: TestApi;
const token = { staffA: "", ownerB: "", parentA: "" };
const changes: ContentChange[] = [];
const STAFF_A = demoAccount(0, "staff");

beforeAll(async () => {
  api = await startTestApi({ onContentChange: (change) => changes.push(change) });
  [token.staffA, token.ownerB] = await Promise.all([signIn(api, STAFF_A), signIn(api, demoAccount(1, "owner"))]);
  token.parentA = await signInParent(api, "parent-pages@example.org");
});
afterAll(async () => {
  await api?.close();
});

type Row = Record<string, unknown> & { id: number; hidden: boolean; displayOrder: number };

/** A public list's rows without their ids and other languages' versions: what an English page shows. */
async function shown(path: string, query: Record<string, string | number> = {}, clientId = api.schoolA) {
  const res = await api.get(path + qs({ clientId, pageSize: 1000, deleted: "false", ...query }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.count).toBe(res.body.data.length);
  return res.body.data.map(({ id: _id, translations: _translations, ...row }: Record<string, unknown>) => row);
}

const staffList = async (list: string, bearer = token.staffA): Promise<Row[]> => {
  const res = await api.get(`/staff/lists/${list}`, authed(bearer));
  expect(res.status).toBe(200);
  return res.body.data;
};
const post = (bearer: string | null, path: string, body?: Record<string, unknown>) =>
  api.post(`/staff/lists/${path}`, authed(bearer, body));

/** Every public list of the pages, and what SPEC_CONTENT or NEW_SCHOOL_CONTENT holds for it. */
const PAGES = [
  { path: "/fee/all", of: (c: typeof SPEC_CONTENT) => c.fees },
  { path: "/paymentMethod/all", of: (c: typeof SPEC_CONTENT) => c.paymentMethods },
  { path: "/feesFaq/all", of: (c: typeof SPEC_CONTENT) => c.feesFaqs },
  { path: "/admissionStep/all", of: (c: typeof SPEC_CONTENT) => c.admissionSteps },
  { path: "/admissionFaq/all", of: (c: typeof SPEC_CONTENT) => c.admissionFaqs },
  { path: "/whyChooseUs/all", of: (c: typeof SPEC_CONTENT) => c.whyChooseUs },
  { path: "/supportFaq/all", of: (c: typeof SPEC_CONTENT) => c.supportFaqs },
  { path: "/direction/all", of: (c: typeof SPEC_CONTENT) => c.directions },
];

describe("where a school starts", () => {
  it("each demo school shows SPEC's fees, payment methods, FAQs, steps, cards and directions, word for word", async () => {
    for (const clientId of [api.schoolA, api.schoolB]) {
      for (const page of PAGES) expect(await shown(page.path, {}, clientId), page.path).toEqual(page.of(SPEC_CONTENT));
      for (const program of PROGRAMS) {
        expect(await shown("/programCard/all", { program }, clientId), program).toEqual(SPEC_CONTENT.programs[program]);
      }
    }
    // SPEC §3's fee list, in rupees.
    expect((await shown("/fee/all")).map((fee: { name: string; amount: number }) => [fee.name, fee.amount])).toEqual([
      ["Registration Fee", 5000],
      ["Monthly Tuition Fee", 3000],
      ["Activity Fee", 1000],
      ["Exam Fee", 1500],
      ["Bus Fee", 2000],
      ["Uniform Fee", 1500],
    ]);
    const tenant = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "localhost" }));
    expect(tenant.body.data).toMatchObject({
      facebookUrl: "https://www.facebook.com/",
      instagramUrl: "https://www.instagram.com/",
      youtubeUrl: "https://www.youtube.com/",
      xUrl: "",
      mapLatitude: null,
      mapLongitude: null,
    });
  });

  it("a school made by `school create` has SPEC's texts but no fee, payment method, promise of a payment or social link", async () => {
    const out: string[] = [];
    const code = await runSchoolCli(
      ["create", "--name", "Tulsi Tots", "--domain", "tulsi.example.in", "--owner-email", "owner@tulsi.example.in"],
      { db: async () => api.db, out: (line) => out.push(line), err: (line) => out.push(line) },
    );
    expect(code, out.join("\n")).toBe(0);
    const tenant = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "tulsi.example.in" }));
    expect(tenant.status).toBe(200);
    const clientId: number = tenant.body.data.clientId;
    expect(tenant.body.data).toMatchObject({
      facebookUrl: "",
      instagramUrl: "",
      youtubeUrl: "",
      xUrl: "",
      linkedinUrl: "",
      whatsappChannelUrl: "",
      mapLatitude: null,
      mapLongitude: null,
    });

    expect(await shown("/fee/all", {}, clientId)).toEqual([]);
    expect(await shown("/paymentMethod/all", {}, clientId)).toEqual([]);
    expect(await shown("/feesFaq/all", {}, clientId)).toEqual([]);
    for (const page of PAGES) expect(await shown(page.path, {}, clientId), page.path).toEqual(page.of(NEW_SCHOOL_CONTENT));
    const steps = await shown("/admissionStep/all", {}, clientId);
    expect(steps.map((step: { title: string }) => step.title)).toEqual([
      "Register Online",
      "Complete Documents",
      "Visit for Interview",
      "Confirm Admission",
      "Let the Journey Begin!",
    ]);
    // Nothing a parent reads there asks for a payment or names the demo's price.
    const words = JSON.stringify([
      steps,
      await shown("/admissionFaq/all", {}, clientId),
      await shown("/supportFaq/all", {}, clientId),
    ]);
    expect(words).not.toMatch(/\bpay|₹|5,000|registration fee|Tuition Fees page/i);
    // The rest is SPEC's: Why Choose Us, every program's cards, the directions; every program offered.
    expect(await shown("/whyChooseUs/all", {}, clientId)).toEqual(SPEC_CONTENT.whyChooseUs);
    for (const program of PROGRAMS)
      expect(await shown("/programCard/all", { program }, clientId)).toEqual(SPEC_CONTENT.programs[program]);
    expect(await shown("/direction/all", {}, clientId)).toEqual(SPEC_CONTENT.directions);
    expect(await shown("/program/all", {}, clientId)).toEqual(PROGRAMS.map((program) => ({ program, offered: true })));
  });
});

interface Case {
  list: string;
  /** The public read and its query for this list. */
  publicPath: string;
  publicQuery?: Record<string, string>;
  valid: Record<string, string>;
  /** What `valid` is stored and shown as. */
  stored: Record<string, unknown>;
  edit: Record<string, string>;
  /** A field that tells the rows apart. */
  key: string;
  change: ContentChange["list"];
}

const CASES: Case[] = [
  {
    list: "fees",
    publicPath: "/fee/all",
    valid: {
      name: "Art Club Fee",
      amount: "₹1,200",
      frequency: "perTerm",
      frequencyText: "ignored unless other",
      note: "Paints and clay.",
    },
    stored: { name: "Art Club Fee", amount: 1200, frequency: "perTerm", frequencyText: "", note: "Paints and clay." },
    edit: { name: "Art Club Fee (free)", amount: "0", frequency: "other", frequencyText: "twice a year", note: "" },
    key: "name",
    change: "fees",
  },
  {
    list: "paymentMethods",
    publicPath: "/paymentMethod/all",
    valid: { title: "UPI", description: "Scan the school's QR code at the office." },
    stored: { title: "UPI", description: "Scan the school's QR code at the office." },
    edit: { title: "UPI or cheque", description: "" },
    key: "title",
    change: "paymentMethods",
  },
  {
    list: "feesFaqs",
    publicPath: "/feesFaq/all",
    valid: { question: "Is there a sibling discount?", answer: "Yes: 10% off the tuition fee of the second child." },
    stored: { question: "Is there a sibling discount?", answer: "Yes: 10% off the tuition fee of the second child." },
    edit: { question: "Is there a discount for siblings?", answer: "Yes: 10% off." },
    key: "question",
    change: "feesFaqs",
  },
  {
    list: "admissionSteps",
    publicPath: "/admissionStep/all",
    valid: { title: "Meet the Principal", description: "A short chat with the principal." },
    stored: { title: "Meet the Principal", description: "A short chat with the principal." },
    edit: { title: "Meet the Head Teacher", description: "A short chat with the head teacher." },
    key: "title",
    change: "admissionSteps",
  },
  {
    list: "admissionFaqs",
    publicPath: "/admissionFaq/all",
    valid: { question: "Is there an entrance test?", answer: "No.\nWe only meet your child." },
    stored: { question: "Is there an entrance test?", answer: "No.\nWe only meet your child." },
    edit: { question: "Is there a test?", answer: "No." },
    key: "question",
    change: "admissionFaqs",
  },
  {
    list: "whyChooseUs",
    publicPath: "/whyChooseUs/all",
    valid: { title: "Close to Home", description: "Three minutes from the metro.", icon: "pin" },
    stored: { title: "Close to Home", description: "Three minutes from the metro.", icon: "pin" },
    edit: { title: "Near the Metro", description: "Three minutes from the metro.", icon: "" },
    key: "title",
    change: "whyChooseUs",
  },
  {
    list: "summerCamps",
    publicPath: "/programCard/all",
    publicQuery: { program: "summerCamps" },
    valid: { title: "Nature Walks", description: "Mornings in the hills with a naturalist." },
    stored: { title: "Nature Walks", description: "Mornings in the hills with a naturalist.", icon: "" },
    edit: { title: "Nature Trails", description: "Mornings in the hills.", icon: "clock" },
    key: "title",
    change: "programs",
  },
  {
    list: "supportFaqs",
    publicPath: "/supportFaq/all",
    valid: { question: "Do you have a parking space?", answer: "Yes, beside the gate." },
    stored: { question: "Do you have a parking space?", answer: "Yes, beside the gate." },
    edit: { question: "Where can I park?", answer: "Beside the gate." },
    key: "question",
    change: "supportFaqs",
  },
  {
    list: "directions",
    publicPath: "/direction/all",
    valid: { mode: "By metro", text: "Baner metro station, exit 2, then a 3-minute walk." },
    stored: { mode: "By metro", text: "Baner metro station, exit 2, then a 3-minute walk." },
    edit: { mode: "By metro", text: "Baner metro station, exit 1." },
    key: "text",
    change: "directions",
  },
];

describe.each(CASES)("the $list list", (c) => {
  let id = 0;
  const publicKeys = async (clientId = api.schoolA) =>
    (await shown(c.publicPath, c.publicQuery, clientId)).map((row: Record<string, unknown>) => row[c.key]);
  const ids = async () => (await staffList(c.list)).map((row) => row.id);

  it("adds an item at the end, on the public list at once and announced", async () => {
    const before = await ids();
    changes.length = 0;
    const res = await post(token.staffA, c.list, c.valid);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ ...c.stored, hidden: false, displayOrder: before.length + 1 });
    id = res.body.data.id;
    expect(await ids()).toEqual([...before, id]);
    expect((await publicKeys()).at(-1)).toBe(c.stored[c.key]);
    expect(changes).toEqual([{ clientId: api.schoolA, list: c.change }]);
  });

  it("edits it", async () => {
    const res = await post(token.staffA, `${c.list}/${id}/edit`, c.edit);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ [c.key]: c.edit[c.key] });
    expect(await publicKeys()).toContain(c.edit[c.key]);
  });

  it("hides it from the public list, keeps it for staff, shows it again", async () => {
    const hide = await post(token.staffA, `${c.list}/${id}/hide`);
    expect(hide.body.data.hidden).toBe(true);
    expect(await publicKeys()).not.toContain(c.edit[c.key]);
    expect((await staffList(c.list)).find((row) => row.id === id)?.hidden).toBe(true);
    const show = await post(token.staffA, `${c.list}/${id}/show`);
    expect(show.body.data.hidden).toBe(false);
    expect(await publicKeys()).toContain(c.edit[c.key]);
  });

  it("moves it to the top, the bottom and a position, numbered 1…n, and the public order follows", async () => {
    const order = await ids();
    const others = order.filter((other) => other !== id);
    const top = await post(token.staffA, `${c.list}/${id}/top`);
    expect(top.status).toBe(200);
    expect(top.body.data.map((row: Row) => row.id)).toEqual([id, ...others]);
    expect(top.body.data.map((row: Row) => row.displayOrder)).toEqual(order.map((_, index) => index + 1));
    expect((await publicKeys())[0]).toBe(c.edit[c.key]);
    const second = await post(token.staffA, `${c.list}/${id}/move`, { position: "2" });
    expect(second.body.data.map((row: Row) => row.id)).toEqual([others[0], id, ...others.slice(1)]);
    expect((await publicKeys())[1]).toBe(c.edit[c.key]);
    const bottom = await post(token.staffA, `${c.list}/${id}/bottom`);
    expect(bottom.body.data.map((row: Row) => row.id)).toEqual([...others, id]);
    // A place the list does not have, or no place at all: 400 naming `position`, the order kept.
    for (const position of [String(order.length + 1), "0", "two", ""]) {
      const res = await post(token.staffA, `${c.list}/${id}/move`, { position });
      expect(res.status, position).toBe(400);
      expect(res.body.field).toBe("position");
    }
    expect((await post(token.staffA, `${c.list}/${id}/move`, { position: String(order.length + 1) })).body.message).toBe(
      `position: Position must be a whole number from 1 to ${order.length}`,
    );
    expect(await ids()).toEqual([...others, id]);
  });

  it("is out of reach of another school, a parent and an anonymous caller", async () => {
    const mine = await staffList(c.list);
    const theirs = await staffList(c.list, token.ownerB);
    expect(theirs.map((row) => row.id)).not.toContain(id);
    for (const action of ["edit", "hide", "show", "up", "down", "top", "bottom", "move", "delete"]) {
      const body = action === "edit" ? { ...c.edit, [c.key]: "Taken over" } : action === "move" ? { position: "1" } : undefined;
      expect((await post(token.ownerB, `${c.list}/${id}/${action}`, body)).status, action).toBe(404);
      expect((await post(token.parentA, `${c.list}/${id}/${action}`, body)).status, action).toBe(403);
      expect((await post(null, `${c.list}/${id}/${action}`, body)).status, action).toBe(401);
    }
    // Naming the other school outright is the same 404.
    expect((await api.post(`/staff/lists/${c.list}` + qs({ clientId: api.schoolA }), authed(token.ownerB, c.valid))).status).toBe(
      404,
    );
    expect((await api.get(`/staff/lists/${c.list}`, authed(token.parentA))).status).toBe(403);
    expect((await api.get(`/staff/lists/${c.list}`)).status).toBe(401);
    expect((await post(token.parentA, c.list, c.valid)).status).toBe(403);
    expect((await post(null, c.list, c.valid)).status).toBe(401);
    expect(await staffList(c.list)).toEqual(mine);
    expect(await staffList(c.list, token.ownerB)).toEqual(theirs);
    // The public list of each school shows its own rows only.
    expect(await publicKeys(api.schoolB)).not.toContain(c.edit[c.key]);
    expect(await publicKeys(api.schoolB)).not.toContain("Taken over");
    // A token of another school opens no school's public list but its own.
    const foreign = await api.get(c.publicPath + qs({ clientId: api.schoolA, ...c.publicQuery }), authed(token.ownerB));
    expect(foreign.status).toBe(403);
  });

  it("deletes it for good: gone from the database, the rest closes up, an audit row says who, when and which list", async () => {
    const before = await ids();
    changes.length = 0;
    const started = Date.now();
    const res = await post(token.staffA, `${c.list}/${id}/delete`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: Row) => row.id)).toEqual(before.filter((other) => other !== id));
    expect(res.body.data.map((row: Row) => row.displayOrder)).toEqual(before.slice(1).map((_, index) => index + 1));
    expect(changes).toEqual([{ clientId: api.schoolA, list: c.change }]);
    expect(await publicKeys()).not.toContain(c.edit[c.key]);
    const audit = await api.db
      .selectFrom("auditLog")
      .selectAll()
      .where("subjectKind", "=", "listItem")
      .where("subjectId", "=", id)
      .where("note", "=", c.list)
      .execute();
    expect(audit).toMatchObject([{ clientId: api.schoolA, action: "delete", actorName: STAFF_A.name }]);
    expect(Date.parse(audit[0]?.createdAt ?? "")).toBeGreaterThanOrEqual(started - 1000);
    // Deleted, not hidden: a second delete, or any other action, finds nothing.
    expect((await post(token.staffA, `${c.list}/${id}/delete`)).status).toBe(404);
    expect((await post(token.staffA, `${c.list}/${id}/show`)).status).toBe(404);
  });
});

describe("bad input is a 400 naming its field, with nothing stored", () => {
  const refused = async (list: string, body: Record<string, unknown>, field: string, message: string) => {
    const before = await staffList(list);
    changes.length = 0;
    const res = await post(token.staffA, list, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.errors[field]).toContain(message);
    expect(await staffList(list)).toEqual(before);
    expect(changes).toEqual([]);
  };
  const fee = { name: "Library Fee", amount: "500", frequency: "perYear", note: "" };

  it("a fee that is negative, not a number or not whole, each with its own message", async () => {
    await refused("fees", { ...fee, amount: "-500" }, "amount", RUPEES_MESSAGES.negative);
    await refused("fees", { ...fee, amount: -500 }, "amount", RUPEES_MESSAGES.negative);
    await refused("fees", { ...fee, amount: "five hundred" }, "amount", RUPEES_MESSAGES.notANumber);
    await refused("fees", { ...fee, amount: "499.50" }, "amount", RUPEES_MESSAGES.paise);
    await refused("fees", { ...fee, amount: "1e3" }, "amount", RUPEES_MESSAGES.notANumber);
    await refused("fees", { ...fee, amount: "" }, "amount", "Amount is required");
    await refused("fees", { ...fee, amount: "100000000" }, "amount", "Amount must be at most ₹1,00,00,000");
    await refused("fees", { ...fee, amount: "99999999999" }, "amount", "Amount must be at most ₹1,00,00,000");
    const edited = (await staffList("fees"))[0];
    const res = await post(token.staffA, `fees/${edited?.id}/edit`, { ...fee, amount: "-1" });
    expect(res.status).toBe(400);
    expect((await staffList("fees"))[0]).toEqual(edited);
  });

  it("a fee's amount as staff write prices: rupee sign, Rs., commas, /- and .00", async () => {
    for (const [typed, amount] of [
      ["Rs. 1,00,000/-", 100000],
      ["INR 750", 750],
      ["2500.00", 2500],
    ] as const) {
      const res = await post(token.staffA, "fees", { ...fee, amount: typed });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.amount).toBe(amount);
      expect((await post(token.staffA, `fees/${res.body.data.id}/delete`)).status).toBe(200);
    }
  });

  it("a fee without a name or with an unknown frequency", async () => {
    await refused("fees", { ...fee, name: "" }, "name", "Name is required");
    await refused("fees", { ...fee, name: "   " }, "name", "Name is required");
    await refused(
      "fees",
      { ...fee, frequency: "weekly" },
      "frequency",
      "How often must be one of oneTime, perMonth, perTerm, perYear, other",
    );
  });

  it("an empty title, question or way, and an icon the site does not have", async () => {
    await refused("whyChooseUs", { title: "", description: "D" }, "title", "Title is required");
    await refused("dayCareService", { title: " ", description: "D" }, "title", "Title is required");
    await refused("admissionSteps", { title: "", description: "D" }, "title", "Title is required");
    await refused("paymentMethods", { title: "" }, "title", "Title is required");
    await refused("feesFaqs", { question: "", answer: "A" }, "question", "Question is required");
    await refused("supportFaqs", { question: "Q", answer: "" }, "answer", "Answer is required");
    await refused("directions", { mode: "", text: "T" }, "mode", "Mode of travel is required");
    await refused(
      "whyChooseUs",
      { title: "T", description: "D", icon: "rocket" },
      "icon",
      "Icon must be one of phone, chat, pin, clock, mail, or none",
    );
  });

  it("an unknown list or program", async () => {
    expect((await post(token.staffA, "prices", { name: "x" })).status).toBe(400);
    expect((await api.get("/programCard/all" + qs({ clientId: api.schoolA }))).body.field).toBe("program");
    expect((await api.get("/programCard/all" + qs({ clientId: api.schoolA, program: "swimming" }))).status).toBe(400);
    expect((await api.get("/fee/all" + qs({ clientId: 999999 }))).status).toBe(404);
  });
});

describe("delete for good on SPEC §3's lists", () => {
  it("deletes a photo and a teacher for good, each audited; the public lists follow", async () => {
    const upload = await api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${token.staffA}`, "content-type": "image/png" },
      body: new Uint8Array(await smallPng(220, 120)),
    });
    expect(upload.status).toBe(201);
    const photo = await post(token.staffA, "photos", { mediaUrl: upload.body.data.url, caption: "Sand pit", categoryName: "" });
    const teacher = await post(token.staffA, "team", { name: "Ms. Nandini Joshi", designation: "Art Teacher", imageUrl: "" });
    expect([photo.status, teacher.status]).toEqual([201, 201]);
    for (const [list, row, publicPath, key] of [
      ["photos", photo.body.data, "/gallery/all", "caption"],
      ["team", teacher.body.data, "/ourTeam/all", "name"],
    ] as const) {
      expect((await post(token.ownerB, `${list}/${row.id}/delete`)).status).toBe(404);
      const res = await post(token.staffA, `${list}/${row.id}/delete`);
      expect(res.status).toBe(200);
      expect((await staffList(list)).map((item) => item.id)).not.toContain(row.id);
      expect((await shown(publicPath)).map((item: Record<string, unknown>) => item[key])).not.toContain(row[key]);
      const audit = await api.db
        .selectFrom("auditLog")
        .selectAll()
        .where("subjectKind", "=", "listItem")
        .where("subjectId", "=", row.id)
        .execute();
      expect(audit).toMatchObject([{ clientId: api.schoolA, action: "delete", note: list, actorName: STAFF_A.name }]);
    }
    expect(await api.db.selectFrom("galleryItems").select("id").where("id", "=", photo.body.data.id).execute()).toEqual([]);
    expect(await api.db.selectFrom("teamMembers").select("id").where("id", "=", teacher.body.data.id).execute()).toEqual([]);
  });
});

describe("the programs a school offers", () => {
  it("a program not offered is reported so, with no cards shown; its cards stay for staff; other schools are untouched", async () => {
    changes.length = 0;
    const off = await api.post("/staff/programs/dayCareService", authed(token.staffA, { offered: "false" }));
    expect(off.status).toBe(200);
    expect(off.body.data.find((row: { program: string }) => row.program === "dayCareService")).toMatchObject({
      offered: false,
      cards: 6,
    });
    expect(changes).toEqual([{ clientId: api.schoolA, list: "programs" }]);
    expect((await shown("/program/all")).find((row: { program: string }) => row.program === "dayCareService")).toEqual({
      program: "dayCareService",
      offered: false,
    });
    const page = await api.get("/programCard/all" + qs({ clientId: api.schoolA, program: "dayCareService" }));
    expect(page.body).toEqual({ data: [], count: 0, program: "dayCareService", offered: false });
    expect(await staffList("dayCareService")).toHaveLength(6);
    // Rainbow still offers it.
    const rainbow = await api.get("/programCard/all" + qs({ clientId: api.schoolB, program: "dayCareService" }));
    expect(rainbow.body).toMatchObject({ count: 6, offered: true });

    // An enrollment for it is refused on its field, and nothing is stored; Rainbow takes one.
    const enrollment = (clientId: number, childName: string) =>
      api.post(
        "/enrollment/new" +
          qs({
            clientId,
            childName,
            childAge: "4",
            gender: "female",
            parentName: "Asha Rao",
            parentContact: "9876543210",
            address: "4 Hill Road",
            program: "dayCareService",
          }),
      );
    const refused = await enrollment(api.schoolA, "Not Offered Child");
    expect([refused.status, refused.body.field, refused.body.errors]).toEqual([
      400,
      "program",
      { program: ["Program must be one of the school's programs"] },
    ]);
    expect(await api.db.selectFrom("enrollments").select("id").where("childName", "=", "Not Offered Child").execute()).toEqual(
      [],
    );
    expect((await enrollment(api.schoolB, "Offered Child")).status).toBe(201);

    const on = await api.post("/staff/programs/dayCareService", authed(token.staffA, { offered: "true" }));
    expect(on.status).toBe(200);
    expect(await shown("/programCard/all", { program: "dayCareService" })).toEqual(SPEC_CONTENT.programs.dayCareService);
    expect((await enrollment(api.schoolA, "Offered Again Child")).status).toBe(201);
  });

  it("only the school's staff set it, to true or false, for one of the five programs", async () => {
    expect((await api.post("/staff/programs/summerCamps", authed(null, { offered: "false" }))).status).toBe(401);
    expect((await api.post("/staff/programs/summerCamps", authed(token.parentA, { offered: "false" }))).status).toBe(403);
    expect((await api.get("/staff/programs", authed(token.parentA))).status).toBe(403);
    expect(
      (await api.post("/staff/programs/summerCamps" + qs({ clientId: api.schoolA }), authed(token.ownerB, { offered: "false" })))
        .status,
    ).toBe(404);
    const bad = await api.post("/staff/programs/summerCamps", authed(token.staffA, { offered: "maybe" }));
    expect([bad.status, bad.body.field]).toEqual([400, "offered"]);
    expect((await api.post("/staff/programs/swimming", authed(token.staffA, { offered: "false" }))).body.field).toBe("program");
    const list = await api.get("/staff/programs", authed(token.staffA));
    expect(list.body.data.every((row: { offered: boolean }) => row.offered)).toBe(true);
  });
});

describe("social links and the map pin of the profile", () => {
  const profileOf = async () => {
    const res = await api.get("/staff/profile", authed(token.staffA));
    expect(res.status).toBe(200);
    const { domains: _domains, clientId: _id, ...fields } = res.body.data;
    return fields as Record<string, unknown>;
  };
  const save = (fields: Record<string, unknown>) => api.post("/staff/profile", authed(token.staffA, fields));
  const LINKS = {
    facebookUrl: "https://www.facebook.com/sunshinekidsbaner",
    instagramUrl: "https://instagram.com/sunshinekids",
    youtubeUrl: "https://m.youtube.com/@sunshinekids",
    xUrl: "https://x.com/sunshinekids",
    linkedinUrl: "https://in.linkedin.com/company/sunshine-kids",
    whatsappChannelUrl: "https://whatsapp.com/channel/0029VaSunshineKids",
  };

  it("saves links and a pin, which the public client info carries; a form without them keeps them", async () => {
    const before = await profileOf();
    const res = await save({ ...before, ...LINKS, mapLatitude: "18.5590", mapLongitude: "73.7868" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tenant = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "localhost" }));
    expect(tenant.body.data).toMatchObject({ ...LINKS, mapLatitude: 18.559, mapLongitude: 73.7868 });
    // Today's profile form sends none of them: saving it keeps them.
    const withoutExtras = Object.fromEntries(
      Object.entries(before).filter(([name]) => !(name in LINKS) && name !== "mapLatitude" && name !== "mapLongitude"),
    );
    expect((await save({ ...withoutExtras, tagline: "Kept links" })).status).toBe(200);
    expect(await profileOf()).toMatchObject({ ...LINKS, mapLatitude: 18.559, mapLongitude: 73.7868, tagline: "Kept links" });
    // "" clears a link; both blank clear the pin.
    expect((await save({ ...withoutExtras, xUrl: "", mapLatitude: "", mapLongitude: "" })).status).toBe(200);
    expect(await profileOf()).toMatchObject({ xUrl: "", facebookUrl: LINKS.facebookUrl, mapLatitude: null, mapLongitude: null });
    // Rainbow's are its own.
    const rainbow = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "rainbow.localhost" }));
    expect(rainbow.body.data.facebookUrl).toBe("https://www.facebook.com/");
  });

  it("refuses a link off the network's own host, not https or not a channel, and a pin half given or out of range", async () => {
    const before = await profileOf();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ facebookUrl: "https://facebook.com.evil.example/sunshine" }, "facebookUrl", /https:\/\/ address on facebook\.com/],
      [{ facebookUrl: "https://evilfacebook.com/sunshine" }, "facebookUrl", /facebook\.com/],
      [{ instagramUrl: "http://instagram.com/sunshine" }, "instagramUrl", /https:\/\//],
      [{ youtubeUrl: "javascript:alert(1)//youtube.com" }, "youtubeUrl", /youtube\.com/],
      [{ xUrl: "https://user:pass@x.com/sunshine" }, "xUrl", /x\.com or twitter\.com/],
      [{ linkedinUrl: "https://linkedin.com:8443/company/x" }, "linkedinUrl", /linkedin\.com/],
      [{ whatsappChannelUrl: "https://whatsapp.com/sunshine" }, "whatsappChannelUrl", /channel/],
      [{ whatsappChannelUrl: "https://wa.me/919822041563" }, "whatsappChannelUrl", /whatsapp\.com/],
      [{ mapLatitude: "18.55" }, "mapLongitude", /Longitude is required with a latitude/],
      [{ mapLatitude: "", mapLongitude: "73.78" }, "mapLatitude", /Latitude is required with a longitude/],
      [{ mapLatitude: "91", mapLongitude: "73" }, "mapLatitude", /Latitude must be a number from -90 to 90/],
      [{ mapLatitude: "18", mapLongitude: "-180.5" }, "mapLongitude", /Longitude must be a number from -180 to 180/],
      [{ mapLatitude: "north", mapLongitude: "73" }, "mapLatitude", /Latitude must be a number/],
    ];
    for (const [change, field, message] of cases) {
      const res = await save({ ...before, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.field, JSON.stringify(change)).toBe(field);
      expect(res.body.errors[field].join(" ")).toMatch(message);
    }
    expect(await profileOf()).toEqual(before);
  });
});

describe("uploadInUse: is a photo on a visible item of a school that uploaded it", () => {
  it("follows the item through hide, show and delete for good, and the logo", async () => {
    const upload = await api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${token.staffA}`, "content-type": "image/png" },
      body: new Uint8Array(await smallPng(230, 120)),
    });
    const { url, hash } = upload.body.data as { url: string; hash: string };
    expect(await uploadInUse(api.db, hash)).toBe(false);
    const photo = await post(token.staffA, "photos", { mediaUrl: url, caption: "Kite day", categoryName: "" });
    expect(await uploadInUse(api.db, hash)).toBe(true);
    await post(token.staffA, `photos/${photo.body.data.id}/hide`);
    expect(await uploadInUse(api.db, hash)).toBe(false);
    await post(token.staffA, `photos/${photo.body.data.id}/show`);
    expect(await uploadInUse(api.db, hash)).toBe(true);
    await post(token.staffA, `photos/${photo.body.data.id}/delete`);
    expect(await uploadInUse(api.db, hash)).toBe(false);
    // As the school's logo.
    const profile = (await api.get("/staff/profile", authed(token.staffA))).body.data;
    const { domains: _domains, clientId: _id, ...fields } = profile;
    expect((await api.post("/staff/profile", authed(token.staffA, { ...fields, fullLogoUrl: url }))).status).toBe(200);
    expect(await uploadInUse(api.db, hash)).toBe(true);
    // No logo (the demo's own picture cannot come back once replaced: README "Staff console").
    expect((await api.post("/staff/profile", authed(token.staffA, { ...fields, fullLogoUrl: "" }))).status).toBe(200);
    expect(await uploadInUse(api.db, hash)).toBe(false);
    // Not a hash at all.
    expect(await uploadInUse(api.db, "../../etc/passwd")).toBe(false);
  });

  it("counts only schools that uploaded the photo: another school's item naming it does not", async () => {
    const bytes = new Uint8Array(await smallPng(240, 120));
    const mine = await api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${token.staffA}`, "content-type": "image/png" },
      body: bytes,
    });
    const hash: string = mine.body.data.hash;
    // A row of Rainbow's naming Sunshine's upload (written directly: the API refuses it).
    await api.db
      .insertInto("carousels")
      .values({ clientId: api.schoolB, imageUrl: mine.body.data.url, title: "Foreign", displayOrder: 99 })
      .execute();
    expect(await uploadInUse(api.db, hash)).toBe(false);
    // Once Rainbow uploads the same photo, its slide counts.
    await api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${token.ownerB}`, "content-type": "image/png" },
      body: bytes,
    });
    expect(await uploadInUse(api.db, hash)).toBe(true);
    await api.db.deleteFrom("carousels").where("title", "=", "Foreign").execute();
  });
});

describe("uploadAccess and GET /upload/access: who the upload serving shows a photo to", () => {
  it("everyone while a visible item uses it, else only its school's staff; a remembered answer lasts until forget()", async () => {
    // The request is the session's token itself here (server.ts reads it from the session cookie).
    const access = uploadAccess(databaseUploadChecks(api.db), {
      ttlMs: 60_000,
      staffToken: (bearer: string) => Promise.resolve(bearer || undefined),
    });
    const upload = await api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${token.staffA}`, "content-type": "image/png" },
      body: new Uint8Array(await smallPng(250, 120)),
    });
    const { url, hash } = upload.body.data as { url: string; hash: string };
    const bearers = () => ["", token.staffA, token.ownerB, token.parentA];
    // What the site's own serving decides, and what the provider answers a site elsewhere (API_URL).
    const everyone = () => Promise.all(bearers().map((bearer) => access.access(bearer, hash)));
    const asked = () =>
      Promise.all(
        bearers().map(async (bearer) => {
          const res = await api.get(`/upload/access?hash=${hash}`, authed(bearer || null));
          expect(res.status).toBe(200);
          expect(res.headers.get("cache-control")).toBe("no-store");
          return res.body.data.access;
        }),
      );
    // Uploaded, on no item yet: its school's staff only (a preview in the form), not another school's owner nor a parent.
    expect(await everyone()).toEqual(["none", "private", "none", "none"]);
    expect(await asked()).toEqual(["none", "private", "none", "none"]);
    const photo = await post(token.staffA, "photos", { mediaUrl: url, caption: "Access day", categoryName: "" });
    expect(await asked()).toEqual(["public", "public", "public", "public"]);
    // The answer "not in use" is remembered until a content change says otherwise.
    expect(await access.access("", hash)).toBe("none");
    access.forget();
    expect(await everyone()).toEqual(["public", "public", "public", "public"]);
    await post(token.staffA, `photos/${photo.body.data.id}/hide`);
    access.forget();
    expect(await everyone()).toEqual(["none", "private", "none", "none"]);
    await post(token.staffA, `photos/${photo.body.data.id}/delete`);
    access.forget();
    expect(await everyone()).toEqual(["none", "private", "none", "none"]);
    expect(await asked()).toEqual(["none", "private", "none", "none"]);
    // A token that is no one's; a malformed one and a name that is not a hash are refused.
    expect(await access.access("not-a-token-of-anyone-0123456789", hash)).toBe("none");
    expect((await api.get(`/upload/access?hash=${hash}`, authed("not-a-token-of-anyone-0123456789"))).body.data.access).toBe(
      "none",
    );
    expect((await api.get(`/upload/access?hash=${hash}`, { headers: { authorization: "Bearer !" } })).status).toBe(401);
    expect((await api.get("/upload/access?hash=../../etc/passwd")).status).toBe(400);
  });
});
