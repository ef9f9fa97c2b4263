import type { Locator, Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import {
  expect,
  expectFieldError,
  expectFieldValid,
  expectNoAxeViolations,
  formFields,
  AFTER_TIMEOUT,
  GENERIC,
  MIN_FILL_MS,
  openForm,
  post,
  PROVIDER_DOWN_MESSAGE,
  readyAfter,
  startStage,
  test,
  toast,
  unique,
  waitMinFill,
  type FormsStage,
} from "./harness.js";

// "Parent Testimonials" (SPEC §2, §4, §5, §8, §9), JavaScript on and off, both widths:
// the approved grid (page size 12); 'Submit Testimonial' opens 'Add Your Testimonial' (a modal
// with JavaScript, the same form on the page via ?add=1 without); 'Saved' + the approval note on
// success, 'Error!' + 'Cool' with the form still open and filled on failure; one row per submit.

const PATH = "/admissions/parentTestimonials";
const APPROVAL_NOTE = "Your testimonial will appear on this page once the school approves it.";

type Testimonial = { title: string; mobile: string; description: string };
const sample = (title: string): Testimonial => ({
  title,
  mobile: "98220 41563",
  description: "Our son loves the music class and the teachers are so patient.",
});

/** The 'Add Your Testimonial' form: a modal dialog with JavaScript, a dialog in the page without. */
const modal = (page: Page) => page.getByRole("dialog", { name: "Add Your Testimonial" });
const field = (page: Page, label: string) => modal(page).getByLabel(label, { exact: true });

async function openModal(page: Page, stage: FormsStage, javaScript: boolean, school: "A" | "B" = "A") {
  const ready = await openForm(page, `${stage.url(school)}${PATH}`, javaScript, "main");
  const open = page.getByRole(javaScript ? "button" : "link", { name: "Submit Testimonial" });
  await expect(open).toBeVisible();
  await expect(modal(page)).toBeHidden();
  await open.click();
  await expect(modal(page)).toBeVisible();
  if (javaScript) return ready;
  // Without JavaScript the link loaded a new page, with a new form.
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?add=1#add-testimonial$`));
  return readyAfter(page);
}

async function fill(page: Page, values: Partial<Testimonial>) {
  if (values.title !== undefined) await field(page, "Name").fill(values.title);
  if (values.mobile !== undefined) await field(page, "Mobile").fill(values.mobile);
  if (values.description !== undefined) await field(page, "Testimonial").fill(values.description);
}

async function expectValues(page: Page, values: Partial<Testimonial>) {
  if (values.title !== undefined) await expect(field(page, "Name")).toHaveValue(values.title);
  if (values.mobile !== undefined) await expect(field(page, "Mobile")).toHaveValue(values.mobile);
  if (values.description !== undefined) await expect(field(page, "Testimonial")).toHaveValue(values.description);
}

const submit = (page: Page) => modal(page).getByRole("button", { name: "Submit", exact: true }).click();
const rows = (stage: FormsStage, title: string) =>
  stage.query<{ title: string; mobile: string; description: string; approved: number; clientId: number }>(
    "select * from testimonials where title = ?",
    title,
  );

async function expectSaved(page: Page) {
  const saved = page.getByRole("alertdialog", { name: "Saved" });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(APPROVAL_NOTE);
  // SPEC §4: on success the modal closes.
  await expect(modal(page)).toBeHidden();
  return saved;
}

const grid = (page: Page): Locator => page.getByRole("main").getByRole("listitem");

test("the grid shows the school's approved testimonials, asked for with page size 12", async ({ page, stage }) => {
  for (const [school, data] of [
    ["A", demoSchools[0]!],
    ["B", demoSchools[1]!],
  ] as const) {
    await page.goto(`${stage.url(school)}${PATH}`);
    await expect(page.getByRole("heading", { level: 1, name: "Parent Testimonials" })).toBeVisible();
    const approved = data.testimonials.filter((item) => item.approved);
    await expect(grid(page)).toHaveCount(approved.length);
    for (const item of approved) await expect(grid(page).filter({ hasText: item.title })).toContainText(item.description.slice(0, 40));
    for (const item of data.testimonials.filter((entry) => !entry.approved)) {
      await expect(page.getByRole("main")).not.toContainText(item.description.slice(0, 40));
    }
  }
  const listCalls = stage.calls.filter((call) => call.path === "/testimonial/all");
  expect(listCalls.length).toBeGreaterThan(0);
  for (const call of listCalls) {
    expect(call.query.get("pageNo")).toBe("1");
    expect(call.query.get("pageSize")).toBe("12");
    expect(call.query.get("deleted")).toBe("false");
  }
  await expectNoAxeViolations(page);
});

test("a valid testimonial: 'Saved' with the approval note, the modal closed, one unapproved row", async ({ page, stage, javaScript }, testInfo) => {
  const name = unique("Pooja", testInfo);
  const ready = await openModal(page, stage, javaScript);
  await expect(field(page, "Name")).toHaveAttribute("autocomplete", "name");
  await expect(field(page, "Mobile")).toHaveAttribute("type", "tel");
  await expectNoAxeViolations(page);
  await fill(page, sample(name));
  await ready();
  await submit(page);

  const saved = await expectSaved(page);
  // One confirmation: the dialog, not a toast as well.
  await expect(toast(page, "Thank you! Your testimonial will appear on the site once the school approves it.")).toHaveCount(0);
  await expect(page).toHaveURL(`${stage.url()}${PATH}`);
  await expectNoAxeViolations(page);
  const stored = rows(stage, name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ mobile: "9822041563", approved: 0, description: sample(name).description });
  // Not shown before the school approves it.
  await expect(grid(page).filter({ hasText: name })).toHaveCount(0);

  // The confirmation is one-time: a refresh neither shows it again nor sends anything.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Parent Testimonials" })).toBeVisible();
  await expect(saved).toBeHidden();
  expect(rows(stage, name)).toHaveLength(1);
});

test("each invalid field shows SPEC §5's message under it; the form stays open with every value", async ({ page, stage, javaScript }, testInfo) => {
  const name = unique("Tara", testInfo);
  const ready = await openModal(page, stage, javaScript);
  await fill(page, { mobile: "12345" });
  await ready();
  await submit(page);
  await expect(modal(page)).toBeVisible();
  await expectFieldError(field(page, "Name"), "Name is required");
  await expectFieldError(field(page, "Mobile"), "Invalid mobile no.");
  await expectFieldError(field(page, "Testimonial"), "Testimonial is required");
  await expectValues(page, { mobile: "12345" });
  await expect(field(page, "Name")).toBeFocused();
  await expectNoAxeViolations(page);

  await fill(page, { title: name, mobile: "", description: "Wonderful teachers." });
  await submit(page);
  await expectFieldError(field(page, "Mobile"), "Mobile no. is required");
  await expectFieldValid(field(page, "Name"));
  await expectValues(page, { title: name, description: "Wonderful teachers." });
  expect(rows(stage, name)).toHaveLength(0);

  await fill(page, { mobile: "9876543210" });
  await submit(page);
  await expectSaved(page);
  expect(rows(stage, name)).toHaveLength(1);
});

test("provider down: 'Error!' with 'Cool', the form still open with its values; the retry stores one row", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  const name = unique("Manav", testInfo);
  const values = sample(name);
  const ready = await openModal(page, stage, javaScript);
  await fill(page, values);
  await ready();
  stage.setWriteMode("down");
  await submit(page);

  const error = page.getByRole("alertdialog", { name: "Error!" });
  await expect(error).toContainText(GENERIC);
  await expectNoAxeViolations(page);
  await error.getByRole("button", { name: "Cool" }).click();
  await expect(error).toBeHidden();
  await expect(modal(page)).toBeVisible();
  await expectValues(page, values);
  expect(rows(stage, name)).toHaveLength(0);

  stage.setWriteMode("error");
  await submit(page);
  await expect(page.getByRole("alertdialog", { name: "Error!" })).toContainText(PROVIDER_DOWN_MESSAGE);
  await page.getByRole("alertdialog", { name: "Error!" }).getByRole("button", { name: "Cool" }).click();
  await expectValues(page, values);

  // Waiting out the site's provider timeout (API_TIMEOUT_MS) takes its time.
  test.slow();
  stage.setWriteMode("late");
  await submit(page);
  await expect(page.getByRole("alertdialog", { name: "Error!" })).toContainText(GENERIC, AFTER_TIMEOUT);
  await page.getByRole("alertdialog", { name: "Error!" }).getByRole("button", { name: "Cool" }).click();
  await expect.poll(() => rows(stage, name).length).toBe(1);

  // The retry after the timeout carries the same key: answered from the first, no second row.
  stage.setWriteMode("forward");
  await submit(page);
  await expectSaved(page);
  expect(rows(stage, name)).toHaveLength(1);
});

test("a double click on Submit stores one row, and a second testimonial is a new one", async ({ page, stage, javaScript }, testInfo) => {
  // One row per key is the server's rule, the same at any width; the modal at 375 px is checked
  // by the tests above.
  const name = unique("Dia", testInfo);
  const ready = await openModal(page, stage, javaScript);
  await fill(page, sample(name));
  await ready();
  await modal(page).getByRole("button", { name: "Submit", exact: true }).dblclick();
  const saved = await expectSaved(page);
  await page.waitForTimeout(500);
  expect(rows(stage, name)).toHaveLength(1);

  await saved.getByRole("button", { name: "Okay" }).click();
  await page.getByRole(javaScript ? "button" : "link", { name: "Submit Testimonial" }).click();
  await expectValues(page, { title: "", mobile: "", description: "" });
  await fill(page, sample(`${name} again`));
  await waitMinFill(page);
  await submit(page);
  await expectSaved(page);
  expect(rows(stage, `${name} again`)).toHaveLength(1);
});

test.describe("markup in a testimonial", () => {
  // Escaping is the server's and React's, the same at any width; and this stage of its own costs
  // two more servers per run.
  let started: Awaited<ReturnType<typeof startStage>> | undefined;
  test.beforeAll(async () => {
    // A site of its own: it caches each school's approved list for 30 s, so the list of school B
    // must not have been loaded before the testimonial is approved.
    started = await startStage();
  });
  test.afterAll(async () => {
    await started?.dispose();
  });

  test("`<img src=x onerror=alert(1)>` is stored as typed and, once approved, shown as text", async ({ page }, testInfo) => {
    const stage = started!.stage;
    const name = unique("Hacker", testInfo);
    const text = "<img src=x onerror=alert(1)>";
    // The form of school A's page (the guard is the same for every school), sent to school B.
    const form = await formFields(`${stage.url("A")}${PATH}?add=1`);
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200));
    const sent = await post(`${stage.url("B")}${PATH}?add=1`, {
      ...form.honeypot,
      idempotencyKey: form.idempotencyKey,
      title: name,
      mobile: "9876543210",
      description: text,
    });
    expect(sent.status).toBe(302);
    expect(rows(stage, name)).toMatchObject([{ description: text, approved: 0 }]);
    stage.execute("update testimonials set approved = 1 where title = ?", name);

    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.goto(`${stage.url("B")}${PATH}`);
    const card = grid(page).filter({ hasText: name });
    await expect(card).toContainText(text);
    await expect(card.locator("img")).toHaveCount(0);
    expect(await card.locator("blockquote").innerHTML()).toBe("&lt;img src=x onerror=alert(1)&gt;");
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
  });
});
