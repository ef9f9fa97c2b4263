import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { demoSchools } from "../../../api/demo-data.js";
import { WINDOWS_PROGRAM, pdf } from "../../fixtures/documents.js";
import { phonePhoto } from "../../fixtures/images.js";
import { expectFieldError } from "../forms/harness.js";
import { rawExchange } from "../server/spawn.js";
import {
  callProvider,
  expect,
  expectNoAxeViolations,
  mailedLink,
  onlyIn,
  otherPage,
  signIn,
  test,
  toast,
  unique,
  type FormsStage,
} from "./harness.js";

// A family's admission documents on the site (README "Admissions": "Documents"): the parent
// uploads each item of the class's checklist from the status page (reference and mobile, no
// account), staff download and review them on the enrollment's record, and nobody else — nobody
// signed in, a parent's account, another school's staff — learns a document is there. Each flow
// runs with JavaScript and without (desktop-js, desktop-nojs).

const [sunshine, rainbow] = demoSchools;
const account = (school: typeof sunshine, role: "owner" | "staff") => {
  const found = school?.accounts.find((item) => item.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

const NOT_USABLE =
  "This file is not a photo or PDF we can use. Please upload a photo of the document (JPEG, PNG or HEIC, as your phone's camera takes it) or a PDF.";
const ACTIVE =
  'This PDF contains scripts, attached files or a form that sends data, so we cannot accept it. Please print it to a new PDF ("Save as PDF") or upload a photo of the document.';
const REASON = "The bottom of the page is cut off. Please send the whole certificate.";

type Family = { id: number; reference: string; mobile: string };

/** An enrollment in Nursery 2027–28 at school A, straight through the provider, with a mobile of its own. */
async function enrol(stage: FormsStage, parentName: string): Promise<Family> {
  const classes = (await (await fetch(`${stage.apiUrl}/admissions/classes?clientId=1`)).json()) as { data: { id: number; name: string }[] };
  const nursery = classes.data.find((row) => row.name === "Nursery");
  if (!nursery) throw new Error("no Nursery class");
  const mobile = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const query = new URLSearchParams({
    clientId: "1",
    childName: "Ira",
    childAge: "3",
    gender: "female",
    parentName,
    parentContact: mobile,
    address: "12 Lake Road, Pune",
    classId: String(nursery.id),
    childDateOfBirth: "2023-10-15",
  });
  const made = await callProvider(stage, `/enrollment/new?${query}`);
  expect(made.status).toBe(201);
  const body = made.body as { reference: string; data: { id: number } };
  return { id: body.data.id, reference: body.reference, mobile };
}

/** The files in the provider's private store (DATA_DIR/documents, beside its database). */
function storedFiles(stage: FormsStage): string[] {
  const dir = path.join(path.dirname(stage.dbPath), "documents");
  try {
    return readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => statSync(path.join(dir, name)).isFile());
  } catch {
    return [];
  }
}

/** An address of the test's own, so the status page's per-address limit counts this test alone. */
const address = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

async function lookUp(page: Page, stage: FormsStage, family: Family) {
  await page.goto(`${stage.url()}/admissions/status`);
  await page.getByLabel("Reference").fill(family.reference);
  await page.getByLabel("Mobile Number").fill(family.mobile);
  await page.getByRole("button", { name: "Check Status" }).click();
  await expect(page.getByRole("status", { name: `Status of ${family.reference}` })).toBeVisible();
}

const documents = (page: Page) => page.getByRole("main").getByRole("region", { name: "Documents", exact: true });
const item = (page: Page, name: string) =>
  documents(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });
const fileField = (page: Page, name: string) => page.getByLabel(`Photo or PDF of the ${name.toLowerCase()}`);

async function upload(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await fileField(page, name).setInputFiles(file);
  await page.getByRole("button", { name: `Upload ${name.toLowerCase()}` }).click();
}

/** The JPEG's segments before its image data: APP1 (0xE1) would carry EXIF (and GPS) or XMP. */
function jpegMarkers(bytes: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break; // start of scan: the image data follows
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return markers;
}

test("a parent uploads documents from the status page; staff download, return one with a reason, and the parent sends it again", async ({
  page,
  stage,
}, testInfo) => {
  // Some twenty page loads and uploads, and three accessibility checks, on two busy cores.
  test.slow();
  const family = await enrol(stage, unique("Meena", testInfo));
  // One browser for the parent and the staff member in turn (the status page needs no account):
  // the accessibility check replays a page without JavaScript from the test's own page.
  const parent = page;
  await parent.context().setExtraHTTPHeaders({ "X-Forwarded-For": address() });
  const filesBefore = storedFiles(stage).length;

  // The record, and the class's checklist with what is still missing.
  await lookUp(parent, stage, family);
  await expect(documents(parent)).toContainText("Still needed: Birth certificate, Child's photo, Address proof, Immunisation record.");
  await expect(item(parent, "Birth certificate")).toContainText("Still needed");
  await expectNoAxeViolations(parent);

  // A phone photo carrying EXIF with a GPS position, and a PDF: both waiting for the school.
  const photo = await phonePhoto(1200, 900);
  expect((await sharp(photo).metadata()).exif, "the fixture carries EXIF").toBeTruthy();
  await upload(parent, "Child's photo", { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(toast(parent, "Thank you: Child's photo received. The school will check it.")).toBeVisible();
  await expect(item(parent, "Child's photo")).toContainText("Uploaded, waiting for the school to check it");
  await expect(item(parent, "Child's photo")).toContainText("IMG_2041.jpg, uploaded");
  await upload(parent, "Birth certificate", { name: "birth-certificate.pdf", mimeType: "application/pdf", buffer: await pdf() });
  await expect(toast(parent, "Thank you: Birth certificate received. The school will check it.")).toBeVisible();
  await expect(item(parent, "Birth certificate")).toContainText("Uploaded, waiting for the school to check it");
  await expect(documents(parent)).toContainText("Still needed: Address proof, Immunisation record.");

  // A PDF that runs a script, and a program renamed .jpg: refused next to their fields, nothing stored, the record kept.
  await upload(parent, "Address proof", { name: "address.pdf", mimeType: "application/pdf", buffer: await pdf({ javascript: "plain" }) });
  await expectFieldError(fileField(parent, "Address proof"), ACTIVE);
  await expect(parent.getByRole("status", { name: `Status of ${family.reference}` })).toBeVisible();
  await upload(parent, "Immunisation record", { name: "vaccination-card.jpg", mimeType: "image/jpeg", buffer: WINDOWS_PROGRAM });
  await expectFieldError(fileField(parent, "Immunisation record"), NOT_USABLE);
  await expect(item(parent, "Immunisation record")).toContainText("Still needed");
  await expect(item(parent, "Birth certificate")).toContainText("Uploaded, waiting for the school to check it");
  await expectNoAxeViolations(parent);
  expect(stage.count("select count(*) as n from admissionDocuments where enrollmentId = ?", family.id)).toBe(2);
  expect(storedFiles(stage)).toHaveLength(filesBefore + 2);

  // Staff: the record lists both files with their names and sizes.
  const staff = account(sunshine, "staff");
  await signIn(page, `${stage.url()}/login`, staff.email, staff.password);
  await expect(page).toHaveURL(`${stage.url()}/staff`);
  await page.goto(`${stage.url()}/staff/inbox/enrollment/${family.id}`);
  const section = page.getByRole("region", { name: "Documents", exact: true });
  const staffItem = (name: string) => section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(`^${name}`) }) });
  await expect(staffItem("Child's photo")).toContainText(/IMG_2041\.jpg · \d+ KB · uploaded/);
  await expect(staffItem("Birth certificate")).toContainText(/birth-certificate\.pdf · \d+ KB · uploaded .* · 1 page/);
  await expect(staffItem("Address proof")).toContainText("Not uploaded yet");
  await expect(section).toContainText("4 documents still to come or to check.");
  await expectNoAxeViolations(page);

  // The photo's download: an attachment, never cached, and its bytes hold no EXIF (so no GPS).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    staffItem("Child's photo").getByRole("link", { name: "Download Child's photo" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("IMG_2041.jpg");
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(jpegMarkers(bytes)).not.toContain(0xe1);
  expect(bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
  expect(bytes.includes(Buffer.from("iPhone 15", "latin1"))).toBe(false);
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  const [row] = stage.query<{ id: number }>(
    "select admissionDocuments.id from admissionDocuments join admissionChecklist on admissionChecklist.id = itemId where enrollmentId = ? and admissionChecklist.name = ?",
    family.id,
    "Child's photo",
  );
  const answer = await page.request.get(`${stage.url()}/staff/documents/${row?.id}/file`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/jpeg");
  expect(answer.headers()["content-disposition"]).toBe('attachment; filename="IMG_2041.jpg"');
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");

  // Returning needs a reason; with one, the PDF goes back to the family. The photo is accepted.
  const reason = staffItem("Birth certificate").getByLabel("Reason for returning it");
  await staffItem("Birth certificate").getByRole("button", { name: "Return to the family (Birth certificate)" }).click();
  await expectFieldError(reason, "Say why it is returned: the family reads it");
  await reason.fill(REASON);
  await staffItem("Birth certificate").getByRole("button", { name: "Return to the family (Birth certificate)" }).click();
  await expect(toast(page, "Birth certificate returned to the family")).toBeVisible();
  await expect(staffItem("Birth certificate")).toContainText(`Reason for returning it: ${REASON}`);
  await staffItem("Child's photo").getByRole("button", { name: "Accept Child's photo" }).click();
  await expect(toast(page, "Child's photo accepted")).toBeVisible();
  await expect(staffItem("Child's photo").getByRole("heading")).toContainText("Accepted");

  // The parent sees the reason and sends the certificate again; the accepted photo has no form any more.
  await lookUp(parent, stage, family);
  await expect(item(parent, "Birth certificate")).toContainText("Returned by the school: please upload it again");
  await expect(item(parent, "Birth certificate")).toContainText(`The school says: ${REASON}`);
  await expect(item(parent, "Child's photo")).toContainText("Accepted by the school");
  await expect(fileField(parent, "Child's photo")).toHaveCount(0);
  await expect(documents(parent)).toContainText("Still needed: Birth certificate, Address proof, Immunisation record.");
  await upload(parent, "Birth certificate", { name: "birth-certificate-whole.pdf", mimeType: "application/pdf", buffer: await pdf({ pages: 2 }) });
  await expect(toast(parent, "Thank you: Birth certificate received. The school will check it.")).toBeVisible();
  await expect(item(parent, "Birth certificate")).toContainText("Uploaded, waiting for the school to check it");
  await expect(item(parent, "Birth certificate")).toContainText("birth-certificate-whole.pdf, uploaded");
  await expect(documents(parent)).toContainText("Still needed: Address proof, Immunisation record.");
  // The replaced file is gone from the store: one file per document.
  expect(storedFiles(stage)).toHaveLength(filesBefore + 2);
});

test("a file over 5 MB and a provider that cannot store it are told next to the field, the record kept and nothing stored", async ({
  page,
  stage,
}, testInfo) => {
  const family = await enrol(stage, unique("Ritu", testInfo));
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address() });
  const filesBefore = storedFiles(stage).length;
  await lookUp(page, stage, family);

  // 6 MB: read up to 5 MB and dropped; the parent is told what to do.
  await upload(page, "Address proof", { name: "scan.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024, 0xff) });
  await expectFieldError(
    fileField(page, "Address proof"),
    "This file is larger than 5 MB. Please take the photo again with your phone's camera, or save the PDF smaller, and upload it again.",
  );
  await expect(page.getByRole("status", { name: `Status of ${family.reference}` })).toBeVisible();

  // The provider failing: the page says to try again, the record and the list stay.
  stage.setWriteMode("error");
  await upload(page, "Address proof", { name: "bill.pdf", mimeType: "application/pdf", buffer: await pdf() });
  await expectFieldError(fileField(page, "Address proof"), "The document could not be uploaded just now. Please try again in a few minutes.");
  await expect(page.getByRole("status", { name: `Status of ${family.reference}` })).toBeVisible();
  await expect(item(page, "Address proof")).toContainText("Still needed");
  stage.setWriteMode("forward");
  expect(stage.count("select count(*) as n from admissionDocuments where enrollmentId = ?", family.id)).toBe(0);
  expect(storedFiles(stage)).toHaveLength(filesBefore);

  // Past 16 MB the body is refused before it is read: 17 MB announced, a few bytes sent.
  const answer = await rawExchange(
    stage.site.port,
    `POST /admissions/status HTTP/1.1\r\nHost: localhost:${stage.site.port}\r\nOrigin: ${stage.url()}\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${17 * 1024 * 1024}\r\n\r\n--x\r\n`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toContain("larger than a document may be (5 MB)");
});

/**
 * A site answer that says nothing: the 404, no file, no way to the sign-in page. `cookie` is the
 * session sent, if any. Node does not resolve *.localhost as Chromium does: such a URL is sent to
 * 127.0.0.1 with its Host header, the way a browser reaches school B.
 */
async function expectNothing(request: APIRequestContext, url: string, cookie?: string) {
  const target = new URL(url);
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (target.hostname.endsWith(".localhost")) {
    headers.Host = target.host;
    target.hostname = "127.0.0.1";
  }
  const answer = await request.get(target.toString(), { maxRedirects: 0, headers });
  expect(answer.status(), url).toBe(404);
  expect(answer.headers()["content-disposition"], url).toBeUndefined();
  expect(answer.headers().location, url).toBeUndefined();
  const body = await answer.body();
  expect(body.includes(Buffer.from("%PDF-")), url).toBe(false);
}

test(
  "nobody but the school's staff learns a document is there: anonymous, a parent's account, another school's staff",
  onlyIn("desktop-nojs"),
  async ({ page, stage, browser, playwright }, testInfo) => {
    // A document of school A, uploaded by its family through the provider.
    const family = await enrol(stage, unique("Asha", testInfo));
    const items = (await (
      await fetch(
        `${stage.apiUrl}/admissions/documents?${new URLSearchParams({ clientId: "1", reference: family.reference, mobile: family.mobile })}`,
      )
    ).json()) as { data: { items: { itemId: number; name: string }[] } };
    const itemId = items.data.items[0]?.itemId;
    const sent = await fetch(
      `${stage.apiUrl}/admissions/documents?${new URLSearchParams({ clientId: "1", reference: family.reference, mobile: family.mobile, itemId: String(itemId), filename: "bc.pdf" })}`,
      { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: new Uint8Array(await pdf()) },
    );
    expect(sent.status).toBe(201);
    const [row] = stage.query<{ id: number }>("select id from admissionDocuments where enrollmentId = ?", family.id);
    const documentId = row?.id ?? 0;
    const missingId = documentId + 100_000;
    const A = stage.url("A");
    const B = stage.url("B");
    const siteUrls = (origin: string) => [
      `${origin}/staff/documents/${documentId}/file`,
      `${origin}/staff/documents/${missingId}/file`,
      // The provider is not on the public port (PUBLIC_API unset): its document URLs are not served there at all.
      `${origin}/api/v1/staff/documents/${documentId}/file`,
      `${origin}/api/v1/staff/enrollments/${family.id}/documents`,
      `${origin}/api/v1/admissions/documents?clientId=1&reference=${family.reference}&mobile=${family.mobile}`,
    ];

    // Anonymous.
    const requests = await playwright.request.newContext();
    for (const url of siteUrls(A)) await expectNothing(requests, url);

    // A parent's account of school A, signed in on its site.
    const name = unique("Kavya", testInfo);
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
    const password = "Mellow-Tulip-Harbour-81";
    expect((await callProvider(stage, "/auth/register", { json: { name, mobile: "9876501234", email, password, domain: "localhost" } })).status).toBe(
      202,
    );
    const confirmToken = new URLSearchParams(mailedLink(stage, email, "/register/confirm").split("?")[1]).get("token");
    const confirmed = await callProvider(stage, "/auth/confirm", { json: { token: confirmToken, domain: "localhost" } });
    expect(confirmed.status).toBe(201);
    const parentToken = (confirmed.body as { token: string }).token;
    await signIn(page, `${A}/login`, email, password);
    await expect(page).toHaveURL(`${A}/account`);
    const sessionOf = async (of: Page, origin: string) =>
      `__session=${(await of.context().cookies(origin)).find((cookie) => cookie.name === "__session")?.value ?? ""}`;
    const parentSession = await sessionOf(page, A);
    for (const url of siteUrls(A)) await expectNothing(requests, url, parentSession);

    // School B's staff: on its own site, and with its session carried to school A's host.
    const staffB = account(rainbow, "staff");
    const other = await otherPage(browser, false);
    await signIn(other, `${B}/login`, staffB.email, staffB.password);
    await expect(other).toHaveURL(`${B}/staff`);
    const staffSession = await sessionOf(other, B);
    expect(staffSession).not.toBe("__session=");
    for (const url of siteUrls(B)) await expectNothing(requests, url, staffSession);
    for (const url of siteUrls(A)) await expectNothing(requests, url, staffSession);
    await other.context().close();
    await requests.dispose();

    // The provider itself (reached only from the site's server): another school's staff gets its 404
    // on every document URL; a parent's token and no token are refused before any document is looked
    // at, so a real id and a missing one get the same answer, and never a file.
    const login = await callProvider(
      stage,
      `/auth/login?${new URLSearchParams({ email: staffB.email, password: staffB.password, domain: "rainbow.localhost" })}`,
    );
    const staffBToken = (login.body as { token: string }).token;
    const providerCalls = (id: number) => [
      { method: "GET", path: `/staff/documents/${id}/file` },
      { method: "GET", path: `/staff/enrollments/${family.id}/documents` },
      { method: "POST", path: `/staff/documents/${id}/review` },
    ];
    const call = async (token: string | null, { method, path: url }: { method: string; path: string }) => {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (token) headers.Authorization = `Bearer ${token}`;
      const answer = await fetch(`${stage.apiUrl}${url}`, {
        method,
        headers,
        body: method === "POST" ? JSON.stringify({ status: "accepted", reason: "" }) : undefined,
      });
      const text = await answer.text();
      expect(text.startsWith("%PDF-"), url).toBe(false);
      return { status: answer.status, text };
    };
    for (const request of providerCalls(documentId)) {
      expect((await call(staffBToken, request)).status, request.path).toBe(404);
      expect((await call(staffBToken, { ...request, path: `${request.path}?clientId=1` })).status, request.path).toBe(404);
    }
    for (const token of [parentToken, null]) {
      const real = await Promise.all(providerCalls(documentId).map((request) => call(token, request)));
      const missing = await Promise.all(providerCalls(missingId).map((request) => call(token, request)));
      expect(real).toEqual(missing);
      for (const answer of real) expect([401, 403]).toContain(answer.status);
    }
    // The family's own endpoint: a wrong mobile, and the right pair asked at school B, get the one 404.
    for (const query of [
      { clientId: "1", reference: family.reference, mobile: "9000000001" },
      { clientId: "2", reference: family.reference, mobile: family.mobile },
    ]) {
      const answer = await fetch(`${stage.apiUrl}/admissions/documents?${new URLSearchParams(query)}`);
      expect(answer.status).toBe(404);
    }
    expect(stage.count("select count(*) as n from admissionDocuments where enrollmentId = ? and status = 'received'", family.id)).toBe(1);
  },
);

test("the owner adds, renames and deletes a document of a class's checklist; a twin and a document families uploaded are refused", async ({
  page,
  stage,
}, testInfo) => {
  const owner = account(sunshine, "owner");
  // A document some family has uploaded for (Nursery's birth certificate): it cannot be deleted.
  const family = await enrol(stage, unique("Nisha", testInfo));
  const items = (await (
    await fetch(`${stage.apiUrl}/admissions/documents?${new URLSearchParams({ clientId: "1", reference: family.reference, mobile: family.mobile })}`)
  ).json()) as { data: { items: { itemId: number; name: string }[] } };
  const birth = items.data.items.find((row) => row.name === "Birth certificate");
  const query = new URLSearchParams({
    clientId: "1",
    reference: family.reference,
    mobile: family.mobile,
    itemId: String(birth?.itemId),
    filename: "bc.pdf",
  });
  const sent = await fetch(`${stage.apiUrl}/admissions/documents?${query}`, { method: "POST", body: new Uint8Array(await pdf()) });
  expect(sent.status).toBe(201);

  await signIn(page, `${stage.url()}/login`, owner.email, owner.password);
  await expect(page).toHaveURL(`${stage.url()}/staff`);
  await page.goto(`${stage.url()}/staff/admissions`);
  const kg = page.getByRole("list", { name: "Documents families upload for KG 2027–28" });
  await expect(kg.getByRole("listitem")).toHaveCount(4);
  await expect(kg.getByRole("listitem").first()).toContainText("Birth certificate");

  // A twin of an item is refused next to the field, the value kept; a new one goes last.
  const add = page.getByRole("form", { name: "Add a document to KG 2027–28" });
  await add.getByLabel("Document", { exact: true }).fill("Birth certificate");
  await add.getByRole("button", { name: "Add the document" }).click();
  await expectFieldError(add.getByLabel("Document", { exact: true }), "This class already asks for Birth certificate");
  await expect(add.getByLabel("Document", { exact: true })).toHaveValue("Birth certificate");
  await expectNoAxeViolations(page);
  await add.getByLabel("Document", { exact: true }).fill("Transfer certificate");
  await add.getByRole("button", { name: "Add the document" }).click();
  await expect(toast(page, "Transfer certificate added to KG 2027–28")).toBeVisible();
  await expect(kg.getByRole("listitem").last()).toContainText("Transfer certificate · none uploaded yet");

  // Renamed, then deleted.
  const transfer = kg.getByRole("listitem").filter({ hasText: "Transfer certificate" });
  await transfer.getByText("Edit…").click();
  const rename = page.getByRole("form", { name: "Rename Transfer certificate, KG 2027–28" });
  await rename.getByLabel("Document", { exact: true }).fill("Transfer certificate (if moving schools)");
  await rename.getByRole("button", { name: "Save the name" }).click();
  await expect(toast(page, "Transfer certificate (if moving schools) saved")).toBeVisible();
  await expect(kg.getByRole("listitem").last()).toContainText("Transfer certificate (if moving schools)");
  await kg.getByRole("button", { name: "Delete Transfer certificate (if moving schools), KG 2027–28" }).click();
  await expect(toast(page, "Transfer certificate (if moving schools) deleted")).toBeVisible();
  await expect(kg.getByRole("listitem")).toHaveCount(4);

  // Nursery's birth certificate has a family's file: it stays.
  const nursery = page.getByRole("list", { name: "Documents families upload for Nursery 2027–28" });
  await expect(nursery.getByRole("listitem").first()).toContainText(/Birth certificate · uploaded by \d+ famil/);
  await nursery.getByRole("button", { name: "Delete Birth certificate, Nursery 2027–28" }).click();
  await expect(toast(page, "Families have uploaded Birth certificate: it cannot be deleted")).toBeVisible();
  await expect(nursery.getByRole("listitem").first()).toContainText("Birth certificate");
});
