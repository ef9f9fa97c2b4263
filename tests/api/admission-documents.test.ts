import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { MAX_DOCUMENT_BYTES } from "../../api/uploads/documents.js";
import { WINDOWS_PROGRAM, pdf } from "../fixtures/documents.js";
import { HEIC_480x360, SVG, phonePhoto, smallPng } from "../fixtures/images.js";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";
import { eventually, withSmtp } from "./smtp.js";

// A family's admission documents (README "Admissions": "Documents"): the class's checklist, a
// parent's uploads with the status page's reference and mobile, checked by their bytes (photos
// written anew without EXIF, PDFs read for active content), kept in the private storage, staff's
// download and review (a returned one mailed to the family), and erasure taking the files.

let api: TestApi;
const token = { ownerA: "", staffA: "", staffB: "", ownerB: "", parentA: "" };
const sunshine = demoSchools[0]!.client;
let families = 0;

beforeAll(async () => {
  api = await startTestApi();
  [token.ownerA, token.staffA, token.staffB, token.ownerB] = await Promise.all([
    signIn(api, demoAccount(0, "owner")),
    signIn(api, demoAccount(0, "staff")),
    signIn(api, demoAccount(1, "staff")),
    signIn(api, demoAccount(1, "owner")),
  ]);
  token.parentA = await signInParent(api, "documents-parent@example.org");
});
afterAll(async () => {
  await api?.close();
});
// Every upload comes from 127.0.0.1: the address's hourly count would end the file early.
beforeEach(async () => {
  await api.db.deleteFrom("loginThrottle").where("key", "like", "document_address%").execute();
});

const nurseryOf = async (clientId: number) => {
  const classes: { id: number; name: string }[] = (await api.get(`/admissions/classes${qs({ clientId })}`)).body.data;
  const nursery = classes.find((row) => row.name === "Nursery");
  if (!nursery) throw new Error("no Nursery");
  return nursery;
};

interface Family {
  id: number;
  reference: string;
  mobile: string;
  clientId: number;
}

/** An enrollment in Nursery 2027–28, as the form sends it, with a mobile of its own. */
async function enrol(fields: Record<string, string | number> = {}, clientId = api.schoolA): Promise<Family> {
  const mobile = `97${String(10_000_000 + ++families).slice(-8)}`;
  const res = await api.post(
    "/enrollment/new" +
      qs({
        clientId,
        childName: "Ira",
        childAge: "3",
        gender: "female",
        parentName: "Meena Rao",
        parentContact: mobile,
        address: "12 Lake Road",
        classId: (await nurseryOf(clientId)).id,
        childDateOfBirth: "2023-10-15",
        ...fields,
      }),
  );
  if (res.status !== 201) throw new Error(`enrollment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, reference: res.body.reference, mobile, clientId };
}

type ParentItem = {
  itemId: number;
  name: string;
  state: string;
  reason: string;
  filename: string | null;
  contentType: string | null;
  bytes: number | null;
  pages: number | null;
  uploadedAt: string | null;
};

const lookup = (family: Family, mobile = family.mobile) => ({ clientId: family.clientId, reference: family.reference, mobile });
const documentsOf = (family: Family, mobile?: string) => api.get(`/admissions/documents${qs(lookup(family, mobile))}`);
const itemsOf = async (family: Family): Promise<ParentItem[]> => (await documentsOf(family)).body.data.items;
const itemNamed = async (family: Family, name: string) => {
  const item = (await itemsOf(family)).find((row) => row.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
};

const send = (
  family: Family,
  itemId: number,
  bytes: Buffer,
  filename: string,
  options: { mobile?: string; type?: string } = {},
) =>
  api.post(`/admissions/documents${qs({ ...lookup(family, options.mobile), itemId, filename })}`, {
    headers: { "content-type": options.type ?? "application/octet-stream" },
    body: new Uint8Array(bytes),
  });

/** Uploads `bytes` as the family's `name` document and answers the response. */
const upload = async (family: Family, name: string, bytes: Buffer, filename = "document.jpg", type?: string) =>
  send(family, (await itemNamed(family, name)).itemId, bytes, filename, { type });

const storedRow = (family: Family, itemId: number) =>
  api.db
    .selectFrom("admissionDocuments")
    .selectAll()
    .where("enrollmentId", "=", family.id)
    .where("itemId", "=", itemId)
    .executeTakeFirstOrThrow();

const storedFiles = () =>
  readdirSync(api.documentsDir, { recursive: true })
    .map(String)
    .filter((name) => statSync(path.join(api.documentsDir, name)).isFile());

const NOT_USABLE =
  "This file is not a photo or PDF we can use. Please upload a photo of the document (JPEG, PNG or HEIC, as your phone's camera takes it) or a PDF.";
const ACTIVE =
  'This PDF contains scripts, attached files or a form that sends data, so we cannot accept it. Please print it to a new PDF ("Save as PDF") or upload a photo of the document.';

describe("the checklist", () => {
  it("the demo schools ask every class for the same four documents, in order", async () => {
    for (const clientId of [api.schoolA, api.schoolB]) {
      const classes: { id: number; name: string }[] = (await api.get(`/admissions/classes${qs({ clientId })}`)).body.data;
      expect(classes.map((row) => row.name)).toEqual(["Playgroup", "Nursery", "KG"]);
      const bearer = clientId === api.schoolA ? token.staffA : token.staffB;
      for (const row of classes) {
        const res = await api.get(`/staff/admissions/classes/${row.id}/checklist`, authed(bearer));
        expect(res.status).toBe(200);
        expect(res.body.data.map((item: { name: string; position: number }) => [item.position, item.name])).toEqual([
          [1, "Birth certificate"],
          [2, "Child's photo"],
          [3, "Address proof"],
          [4, "Immunisation record"],
        ]);
      }
    }
  });

  it("the owner adds, renames and deletes an item, each an audit row; staff may only read; twins are refused", async () => {
    const kg = (await api.get(`/admissions/classes${qs({ clientId: api.schoolA })}`)).body.data.find(
      (row: { name: string }) => row.name === "KG",
    );
    const url = `/staff/admissions/classes/${kg.id}/checklist`;
    expect((await api.post(url, authed(token.staffA, { name: "Transfer certificate" }))).status).toBe(403);
    const added = await api.post(url, authed(token.ownerA, { name: "Transfer certificate" }));
    expect(added.status).toBe(201);
    const id: number = added.body.data.id;
    const twin = await api.post(url, authed(token.ownerA, { name: "Birth certificate" }));
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual({ name: ["This class already asks for Birth certificate"] });
    expect((await api.post(url, authed(token.ownerA, { name: " " }))).body.errors).toEqual({ name: ["Document is required"] });

    const renamed = await api.post(
      `/staff/admissions/checklist/${id}`,
      authed(token.ownerA, { name: "School leaving certificate" }),
    );
    expect(renamed.status).toBe(200);
    const listed = (await api.get(url, authed(token.staffA))).body.data;
    expect(listed.at(-1)).toMatchObject({ id, name: "School leaving certificate", position: 5, documents: 0 });

    expect((await api.post(`/staff/admissions/checklist/${id}/delete`, authed(token.ownerA))).status).toBe(200);
    expect((await api.get(url, authed(token.staffA))).body.data).toHaveLength(4);
    const history = await api.db
      .selectFrom("auditLog")
      .select(["action", "note", "actorName"])
      .where("subjectKind", "=", "admissionChecklistItem")
      .where("subjectId", "=", id)
      .orderBy("id")
      .execute();
    expect(history.map((row) => row.action)).toEqual(["create", "update", "delete"]);
    expect(history[1]?.note).toBe("KG: Transfer certificate → School leaving certificate");
  });

  it("an item a family uploaded for cannot be deleted (409)", async () => {
    const family = await enrol();
    const item = await itemNamed(family, "Address proof");
    expect((await send(family, item.itemId, await smallPng(), "bill.png")).status).toBe(201);
    const res = await api.post(`/staff/admissions/checklist/${item.itemId}/delete`, authed(token.ownerA));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Families have uploaded Address proof: it cannot be deleted");
  });

  it("another school's class or item is the same 404 as a missing one", async () => {
    const nurseryA = await nurseryOf(api.schoolA);
    const [firstItem] = (await api.get(`/staff/admissions/classes/${nurseryA.id}/checklist`, authed(token.staffA))).body.data;
    for (const [method, url, body] of [
      ["get", `/staff/admissions/classes/${nurseryA.id}/checklist`, undefined],
      ["post", `/staff/admissions/classes/${nurseryA.id}/checklist`, { name: "X" }],
      ["post", `/staff/admissions/checklist/${firstItem.id}`, { name: "X" }],
      ["post", `/staff/admissions/checklist/${firstItem.id}/delete`, undefined],
    ] as const) {
      const res = await api[method](url, authed(token.ownerB, body));
      expect(res.status, url).toBe(404);
      const missing = await api[method](url.replace(/\/\d+/, "/999999"), authed(token.ownerA, body));
      expect(missing.status, url).toBe(404);
      expect(res.body.message).toBe(missing.body.message);
    }
  });
});

describe("a parent's documents page", () => {
  it("lists the class's checklist, every item missing, with the class and year", async () => {
    const family = await enrol();
    const res = await documentsOf(family);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      reference: family.reference,
      className: "Nursery",
      yearLabel: "2027–28",
      complete: false,
    });
    expect(res.body.data.items.map((item: ParentItem) => [item.name, item.state, item.filename])).toEqual([
      ["Birth certificate", "missing", null],
      ["Child's photo", "missing", null],
      ["Address proof", "missing", null],
      ["Immunisation record", "missing", null],
    ]);
  });

  it("an enrollment without a class has no checklist", async () => {
    const family = await enrol({ classId: "", childDateOfBirth: "" });
    const res = await documentsOf(family);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ className: null, items: [], complete: false });
  });

  it("a wrong mobile and another school's reference get the status page's one 404, and no file is read", async () => {
    const family = await enrol();
    const other = await enrol({}, api.schoolB);
    const wrongMobile = await documentsOf(family, "9000000001");
    const otherSchool = await documentsOf({ ...other, clientId: api.schoolA });
    for (const res of [wrongMobile, otherSchool]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("We could not find a submission with this reference and mobile number.");
    }
    const item = await itemNamed(family, "Birth certificate");
    const before = storedFiles().length;
    const upload404 = await send(family, item.itemId, await phonePhoto(800, 600), "photo.jpg", { mobile: "9000000001" });
    expect(upload404.status).toBe(404);
    expect(upload404.body.message).toBe(wrongMobile.body.message);
    const otherItem = await send({ ...other, clientId: api.schoolA }, item.itemId, await phonePhoto(800, 600), "photo.jpg");
    expect(otherItem.status).toBe(404);
    expect(storedFiles()).toHaveLength(before);
  });

  it("an item of another class or school is refused, nothing stored", async () => {
    const family = await enrol();
    const other = await enrol({}, api.schoolB);
    const itemOfB = await itemNamed(other, "Birth certificate");
    const res = await send(family, itemOfB.itemId, await phonePhoto(800, 600), "photo.jpg");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("This document is not on the list for this application.");
  });
});

describe("an uploaded photo", () => {
  it("a phone's JPEG with GPS is stored re-encoded: upright, no EXIF, XMP or GPS, at most 2400 px wide, in the private folder", async () => {
    const family = await enrol();
    const photo = await phonePhoto(3000, 2000, 6); // orientation 6: the camera was turned
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(100);
    const res = await upload(family, "Birth certificate", photo, "IMG_2041.JPG", "image/jpeg");
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you: Birth certificate received. The school will check it.");
    expect(res.body.data).toMatchObject({
      name: "Birth certificate",
      state: "received",
      filename: "IMG_2041.jpg",
      contentType: "image/jpeg",
      pages: null,
    });

    const row = await storedRow(family, res.body.data.itemId);
    expect(row).toMatchObject({ clientId: api.schoolA, status: "received", contentType: "image/jpeg", filename: "IMG_2041.jpg" });
    // A random key, not a hash of the photo: two families' same photo are two files.
    expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/);
    const stored = await api.documents.get(row.storageKey);
    expect(stored?.length).toBe(row.bytes);
    expect(res.body.data.bytes).toBe(row.bytes);
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned upright: 3000 × 2000 taken sideways is 2000 wide, within the 2400 px.
    expect([meta.width, meta.height]).toEqual([2000, 3000]);
    // Never in the public uploads folder; readable by the service alone.
    expect(await api.uploads.exists(row.storageKey)).toBe(false);
    expect(statSync(path.join(api.documentsDir, row.storageKey)).mode & 0o777).toBe(0o600);
  });

  it("a wide photo is narrowed to 2400 px", async () => {
    const family = await enrol();
    const res = await upload(family, "Child's photo", await phonePhoto(4000, 3000), "wide.jpg");
    expect(res.status).toBe(201);
    const row = await storedRow(family, res.body.data.itemId);
    const meta = await sharp((await api.documents.get(row.storageKey))!).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 1800]);
  });

  it("a PNG (a screenshot) and an iPhone's HEIC are stored as JPEG", async () => {
    const family = await enrol();
    const png = await upload(family, "Address proof", await smallPng(400, 300), "bill.png", "image/png");
    expect(png.status).toBe(201);
    expect(png.body.data).toMatchObject({ state: "received", filename: "bill.jpg", contentType: "image/jpeg" });
    const heic = await upload(family, "Child's photo", HEIC_480x360, "IMG_0001.HEIC", "image/heic");
    expect(heic.status).toBe(201);
    const row = await storedRow(family, heic.body.data.itemId);
    const meta = await sharp((await api.documents.get(row.storageKey))!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 480, 360]);
  });
});

describe("an uploaded PDF", () => {
  it("made by pdf-lib is stored as sent, with its page count", async () => {
    const family = await enrol();
    const bytes = await pdf({ pages: 2 });
    const res = await upload(family, "Immunisation record", bytes, "vaccines.pdf", "application/pdf");
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      state: "received",
      filename: "vaccines.pdf",
      contentType: "application/pdf",
      pages: 2,
    });
    const row = await storedRow(family, res.body.data.itemId);
    expect(row.pages).toBe(2);
    expect((await api.documents.get(row.storageKey))?.equals(bytes)).toBe(true);
  });

  it("with JavaScript that runs on opening is refused: plain, inside an object stream, or with its name escaped", async () => {
    const family = await enrol();
    for (const bytes of [
      await pdf({ javascript: "plain" }),
      await pdf({ javascript: "objectStream" }),
      await pdf({ javascript: "plain", hideName: true }),
    ]) {
      const before = storedFiles().length;
      const res = await upload(family, "Birth certificate", bytes, "certificate.pdf", "application/pdf");
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: "file", errors: { file: [ACTIVE] } });
      expect(storedFiles()).toHaveLength(before);
    }
    // In an object stream the script is compressed: no byte of the file says "JavaScript".
    expect((await pdf({ javascript: "objectStream" })).includes("JavaScript")).toBe(false);
  });

  it("of more than 50 pages, locked with a password, or damaged is refused with what to do", async () => {
    const family = await enrol();
    const tooLong = await upload(family, "Birth certificate", await pdf({ pages: 51 }), "all.pdf");
    expect(tooLong.body.errors.file).toEqual([
      "This PDF has 51 pages; at most 50 are accepted. Please upload only the pages of this document.",
    ]);
    const plain = (await pdf()).toString("latin1");
    const locked = Buffer.from(plain.replace("trailer\n<<", "trailer\n<<\n/Encrypt << /Filter /Standard /V 1 >>"), "latin1");
    expect((await upload(family, "Birth certificate", locked, "locked.pdf")).body.errors.file).toEqual([
      "This PDF is locked with a password. Please upload a copy without a password, or a photo of the document.",
    ]);
    const damaged = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R\n", "latin1");
    const res = await upload(family, "Birth certificate", damaged, "broken.pdf");
    expect(res.status).toBe(400);
    expect(res.body.errors.file[0]).toMatch(/^This PDF (could not be opened|has no pages)/);
  });
});

describe("a file that is neither a photo nor a PDF", () => {
  it("is refused by its bytes whatever its name: a renamed program, an HTML page, an SVG", async () => {
    const family = await enrol();
    const before = storedFiles().length;
    const elf = Buffer.concat([Buffer.from("\x7fELF", "latin1"), Buffer.alloc(500)]);
    const zip = Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.alloc(500)]);
    const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    for (const [bytes, name, type] of [
      [WINDOWS_PROGRAM, "birth-certificate.jpg", "image/jpeg"],
      [elf, "scan.pdf", "application/pdf"],
      [zip, "photo.heic", "image/heic"],
      [html, "certificate.pdf", "application/pdf"],
      [SVG, "photo.png", "image/png"],
    ] as const) {
      const res = await upload(family, "Birth certificate", bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ field: "file", errors: { file: [NOT_USABLE] } });
    }
    expect(storedFiles()).toHaveLength(before);
    expect((await itemNamed(family, "Birth certificate")).state).toBe("missing");
  });

  it("over 5 MB is refused with 413 and a message saying what to do", async () => {
    const family = await enrol();
    const res = await upload(family, "Birth certificate", Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0xff), "huge.jpg");
    expect(res.status).toBe(413);
    expect(res.body.errors.file).toEqual([
      "This file is larger than 5 MB. Please take the photo again with your phone's camera, or save the PDF smaller, and upload it again.",
    ]);
  });

  it("an empty upload asks for a file", async () => {
    const family = await enrol();
    const res = await upload(family, "Birth certificate", Buffer.alloc(0), "");
    expect(res.status).toBe(400);
    expect(res.body.errors.file).toEqual(["Choose a photo or a PDF of the document, then upload it."]);
  });
});

describe("the throttle", () => {
  it("after 20 uploads to one reference in an hour, even the right mobile waits (429 with Retry-After)", async () => {
    const family = await enrol();
    const item = await itemNamed(family, "Birth certificate");
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await send(family, item.itemId, Buffer.from("x"), "x.jpg", {
        mobile: `90000${String(attempt).padStart(5, "0")}`,
      });
      expect(res.status).toBe(404);
    }
    const res = await send(family, item.itemId, await phonePhoto(400, 300), "photo.jpg");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/^Too many uploads for this application just now\. Please try again in \d+ minutes?\.$/);
  });
});

describe("staff's view of the documents", () => {
  it("lists the checklist with each item's document; the download has the stored type and private headers", async () => {
    const family = await enrol({ childName: "Zoë" });
    const bytes = await pdf();
    expect((await upload(family, "Birth certificate", bytes, 'Jan/Zoë\'s birth "certificate".pdf')).status).toBe(201);

    const res = await api.get(`/staff/enrollments/${family.id}/documents`, authed(token.staffA));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: family.id,
      reference: family.reference,
      childName: "Zoë",
      className: "Nursery",
      yearLabel: "2027–28",
      complete: false,
    });
    const [first, ...rest] = res.body.data.items;
    expect(first).toMatchObject({
      name: "Birth certificate",
      position: 1,
      document: { status: "received", filename: "Zoë's birth certificate.pdf", contentType: "application/pdf", pages: 1 },
    });
    expect(rest.map((item: { document: unknown }) => item.document)).toEqual([null, null, null]);

    const file = await fetch(`${api.url}/staff/documents/${first.document.id}/file`, authed(token.staffA));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Zo_'s birth certificate.pdf"; filename*=UTF-8''Zo%C3%AB%27s%20birth%20certificate.pdf`,
    );
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    const downloads = await api.db
      .selectFrom("auditLog")
      .select(["action", "actorName"])
      .where("subjectKind", "=", "admissionDocument")
      .where("subjectId", "=", first.document.id)
      .execute();
    expect(downloads).toEqual([{ action: "download", actorName: demoAccount(0, "staff").name }]);
  });

  it("another school's staff gets 404, a parent's account 403, nobody 401, on every URL", async () => {
    const family = await enrol();
    const sent = await upload(family, "Child's photo", await smallPng(), "me.png");
    const documentId = (await storedRow(family, sent.body.data.itemId)).id;
    const urls = [
      ["get", `/staff/enrollments/${family.id}/documents`, undefined],
      ["get", `/staff/documents/${documentId}/file`, undefined],
      ["post", `/staff/documents/${documentId}/review`, { status: "accepted", reason: "" }],
    ] as const;
    for (const [method, url, body] of urls) {
      expect((await api[method](url, authed(token.staffB, body))).status, url).toBe(404);
      expect((await api[method](url, authed(token.parentA, body))).status, url).toBe(403);
      expect((await api[method](url, authed(null, body))).status, url).toBe(401);
    }
    expect((await storedRow(family, sent.body.data.itemId)).status).toBe("received");
  });
});

describe("a review", () => {
  it("accepted: the parent sees it accepted and cannot replace it (409); no mail", async () => {
    const family = await enrol({ email: "accepted.family@example.org" });
    const sent = await upload(family, "Birth certificate", await pdf(), "bc.pdf");
    const row = await storedRow(family, sent.body.data.itemId);
    const res = await api.post(`/staff/documents/${row.id}/review`, authed(token.staffA, { status: "accepted" }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Birth certificate accepted");
    expect(await itemNamed(family, "Birth certificate")).toMatchObject({ state: "accepted", reason: "" });
    const again = await upload(family, "Birth certificate", await pdf(), "bc2.pdf");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "This document has already been accepted by the school, so it cannot be replaced. If it must change, please call the school.",
    );
    expect(await api.documents.exists(row.storageKey)).toBe(true);
    const mails = await api.db
      .selectFrom("outbox")
      .select("subject")
      .where("recipient", "=", "accepted.family@example.org")
      .execute();
    expect(mails.map((mail) => mail.subject).filter((subject) => subject.includes("again"))).toEqual([]);
  });

  it("returned needs a reason; the family is mailed the document, the reason and the status page; a new upload replaces the file", async () => {
    // The earlier tests' mails (each enrollment's notices) are not this test's to wait for.
    await api.db.updateTable("outbox").set({ status: "skipped" }).where("status", "=", "pending").execute();
    await withSmtp(api.db, async (smtp) => {
      const family = await enrol({ childName: "Kabir", email: "returned.family@example.org" });
      const sent = await upload(family, "Address proof", await phonePhoto(1200, 900), "bill.jpg");
      const first = await storedRow(family, sent.body.data.itemId);

      const noReason = await api.post(`/staff/documents/${first.id}/review`, authed(token.staffA, { status: "returned" }));
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toEqual({ reason: ["Say why it is returned: the family reads it"] });

      const reason = "The address on the bill is cut off; please photograph the whole page.";
      const res = await api.post(`/staff/documents/${first.id}/review`, authed(token.staffA, { status: "returned", reason }));
      expect(res.status).toBe(200);
      expect(await itemNamed(family, "Address proof")).toMatchObject({ state: "returned", reason });
      const audit = await api.db
        .selectFrom("auditLog")
        .select(["action", "fromStatus", "toStatus"])
        .where("subjectKind", "=", "admissionDocument")
        .where("subjectId", "=", first.id)
        .execute();
      expect(audit).toEqual([{ action: "review", fromStatus: "received", toStatus: "returned" }]);

      const mail = await eventually(() =>
        smtp.mails.find((sentMail) => sentMail.to.includes("returned.family@example.org") && sentMail.subject.includes("again")),
      );
      expect(mail.subject).toBe(`${sunshine.clientName}: Please upload the "Address proof" of Kabir again (${family.reference})`);
      expect(mail.replyTo).toBe(sunshine.contactEmail1);
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain("http://localhost/admissions/status");

      const replacement = await upload(family, "Address proof", await phonePhoto(1000, 800), "bill-whole.jpg");
      expect(replacement.status).toBe(201);
      expect(replacement.body.data).toMatchObject({ state: "received", reason: "", filename: "bill-whole.jpg" });
      const second = await storedRow(family, sent.body.data.itemId);
      expect(second.id).toBe(first.id);
      expect(second.storageKey).not.toBe(first.storageKey);
      expect(second.reviewedAt).toBeNull();
      expect(await api.documents.exists(first.storageKey)).toBe(false);
      expect(await api.documents.exists(second.storageKey)).toBe(true);
    });
  });

  it("the checklist is complete only once every item has an accepted document, for the family and for staff", async () => {
    const family = await enrol();
    const staffView = async () =>
      (await api.get(`/staff/enrollments/${family.id}/documents`, authed(token.staffA))).body.data.complete;
    expect((await documentsOf(family)).body.data.complete).toBe(false);
    expect(await staffView()).toBe(false);
    const items = await itemsOf(family);
    for (const [index, item] of items.entries()) {
      const sent = await send(family, item.itemId, await smallPng(), `doc-${index}.png`);
      expect(sent.status).toBe(201);
      const row = await storedRow(family, item.itemId);
      await api.post(`/staff/documents/${row.id}/review`, authed(token.staffA, { status: "accepted" }));
      expect(await staffView()).toBe(index === items.length - 1);
    }
    expect((await documentsOf(family)).body.data.complete).toBe(true);
    // An enrollment without a class has nothing to check: never complete.
    const noClass = await enrol({ classId: "", childDateOfBirth: "" });
    expect((await documentsOf(noClass)).body.data.complete).toBe(false);
  });
});

describe("a family's erasure", () => {
  it("removes its documents' rows, their history and their files from the folder", async () => {
    const family = await enrol();
    const kept = await enrol();
    await upload(family, "Birth certificate", await pdf(), "bc.pdf");
    const photo = await upload(family, "Child's photo", await smallPng(), "me.png");
    await upload(kept, "Birth certificate", await pdf(), "bc.pdf");
    const rows = await api.db.selectFrom("admissionDocuments").selectAll().where("enrollmentId", "=", family.id).execute();
    expect(rows).toHaveLength(2);
    const photoRow = rows.find((row) => row.itemId === photo.body.data.itemId)!;
    await api.post(`/staff/documents/${photoRow.id}/review`, authed(token.staffA, { status: "accepted" }));
    const keptRow = await api.db
      .selectFrom("admissionDocuments")
      .selectAll()
      .where("enrollmentId", "=", kept.id)
      .executeTakeFirstOrThrow();

    const res = await api.post("/staff/erase", authed(token.staffA, { mobile: family.mobile }));
    expect(res.status).toBe(200);
    expect(await api.db.selectFrom("admissionDocuments").select("id").where("enrollmentId", "=", family.id).execute()).toEqual(
      [],
    );
    const files = storedFiles();
    for (const row of rows) expect(files).not.toContain(row.storageKey.split("/").join(path.sep));
    expect(files).toContain(keptRow.storageKey.split("/").join(path.sep));
    const history = await api.db
      .selectFrom("auditLog")
      .select("id")
      .where("subjectKind", "=", "admissionDocument")
      .where(
        "subjectId",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
    expect(history).toEqual([]);
    expect((await documentsOf(family)).status).toBe(404);
  });
});
