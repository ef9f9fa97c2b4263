import type { Locator, Page } from "@playwright/test";
import { claimLink, createSchool, expect, expectNoAxeViolations, test, toast, unique } from "./harness.js";

// The words and prices of the school's pages in "Site content" (README "Staff console"), without
// JavaScript, where every step is a plain form and a full page: each list of Tuition Fees, How to
// Apply, Why Choose Us, Support, Visit Us and a program page is added to — first with the mistakes
// staff make, each refused with its message at its field and everything typed kept —, edited,
// reordered, hidden and deleted for good; a program is no longer offered, then offered again. Each test works in a
// school of its own, made with the operator's `school` command (a new school: no fees yet), and
// axe checks every page once it shows an error. What the public pages show is
// tests/e2e/pages/'s: here the console.

const OWNER_PASSWORD = "Kite-Harbor-Lantern-73";

/** A field by its label as the page writes it, "(optional)" and all. */
type Field = { label: string; value: string; select?: boolean };

type ListFlow = {
  /** Its page under /staff/site/. */
  path: string;
  title: string;
  /** The add form's name and button. */
  add: string;
  /** A new item's fields; the first is its name in the list. */
  first: Field[];
  /** Wrong values of its fields, one at a time, with the message each gets. */
  wrong: Array<{ label: string; value: string; message: string }>;
  /** What the first item's preview shows. */
  preview: string[];
  /** A second new item, which then moves above the first (for a list that starts empty). */
  second?: Field[];
  /** What to check while the edited item is hidden, before it is deleted (may leave the page). */
  whileHidden?: () => Promise<void>;
};

const control = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

async function fill(form: Locator, fields: Field[]) {
  for (const field of fields) {
    if (field.select) await control(form, field.label).selectOption(field.value);
    else await control(form, field.label).fill(field.value);
  }
}

async function signInToNewSchool(page: Page, stage: Parameters<typeof createSchool>[0], label: string) {
  const school = await createSchool(stage, label);
  await claimLink(page, school.ownerLink, OWNER_PASSWORD);
  return school.origin;
}

const items = (page: Page) => page.getByRole("main").getByRole("article");
const item = (page: Page, place: number, name: string) => page.getByRole("article", { name: `${place}. ${name}`, exact: true });

/**
 * One list, end to end: refused input, then added, edited, moved up (above a second new item, or
 * the list's last), hidden and deleted for good.
 */
async function editList(page: Page, origin: string, flow: ListFlow) {
  await page.goto(`${origin}/staff/site/${flow.path}`);
  await expect(page.getByRole("heading", { level: 2, name: flow.title, exact: true })).toBeVisible();
  const before = await items(page).count();
  const add = page.getByRole("form", { name: flow.add });
  const submit = () => add.getByRole("button", { name: flow.add }).click();

  for (const [index, wrong] of flow.wrong.entries()) {
    await fill(
      add,
      flow.first.map((field) => (field.label === wrong.label ? { ...field, value: wrong.value } : field)),
    );
    await submit();
    await expect(add.getByText(wrong.message, { exact: true })).toBeVisible();
    await expect(control(add, wrong.label)).toHaveAttribute("aria-invalid", "true");
    for (const field of flow.first) await expect(control(add, field.label)).toHaveValue(field.label === wrong.label ? wrong.value : field.value);
    await expect(items(page)).toHaveCount(before);
    if (index === 0) await expectNoAxeViolations(page);
  }

  const name = flow.first[0]?.value ?? "";
  await fill(add, flow.first);
  await submit();
  await expect(toast(page, "Added: it is on the site now")).toBeVisible();
  let place = before + 1;
  for (const text of flow.preview) await expect(item(page, place, name).getByRole("figure")).toContainText(text);

  const secondName = flow.second?.[0]?.value;
  if (flow.second) {
    await fill(add, flow.second);
    await submit();
    await expect(toast(page, "Added: it is on the site now")).toBeVisible();
    await expect(item(page, place + 1, secondName ?? "")).toBeVisible();
  }

  // Edited: the name in the list is the new one.
  const renamed = `${name} (new)`;
  await item(page, place, name).getByText("Edit…").click();
  const edit = page.getByRole("form", { name: `Edit ${name}` });
  await control(edit, flow.first[0]?.label ?? "").fill(renamed);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Saved")).toBeVisible();
  await expect(item(page, place, renamed)).toBeVisible();

  // Moved: the second new item above the first, or the first above the list's last.
  if (secondName) {
    await item(page, place + 1, secondName)
      .getByRole("button", { name: /^Move up/ })
      .click();
    await expect(toast(page, "Moved")).toBeVisible();
    await expect(item(page, place, secondName)).toBeVisible();
    place += 1;
  } else {
    // The item above, by its heading ("6. Parent Partnership"), not its preview's.
    const above =
      (await items(page)
        .nth(place - 2)
        .locator("h3[id$='-title']")
        .textContent()) ?? "";
    const last = above.replace(/^\d+\. /, "");
    await item(page, place, renamed)
      .getByRole("button", { name: /^Move up/ })
      .click();
    await expect(toast(page, "Moved")).toBeVisible();
    await expect(item(page, place, last)).toBeVisible();
    place -= 1;
  }
  const moved = item(page, place, renamed);
  await expect(moved).toBeVisible();

  await moved.getByRole("button", { name: /^Hide from the site/ }).click();
  await expect(toast(page, "Hidden: it is no longer on the site")).toBeVisible();
  await expect(moved.getByText("Hidden from the site", { exact: true })).toBeVisible();
  await expect(moved.getByRole("button", { name: /^Show on the site/ })).toBeVisible();

  if (flow.whileHidden) {
    await flow.whileHidden();
    await page.goto(`${origin}/staff/site/${flow.path}`);
  }

  // Deleted for good, in two steps: the list is as it was but for the second new item.
  await moved.getByRole("link", { name: `Delete… ${renamed}` }).click();
  await page
    .getByRole("region", { name: `Delete ${renamed} for good?` })
    .getByRole("button", { name: /^Delete for good/ })
    .click();
  await expect(toast(page, "Deleted for good")).toBeVisible();
  await expect(items(page)).toHaveCount(before + (flow.second ? 1 : 0));
  await expect(page.getByRole("article", { name: new RegExp(`^\\d+\\. ${escapeRegExp(renamed)}$`) })).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A page's questions; `empty`: the list starts empty, so a second question is added to move. */
const faqFlow = (path: string, title: string, question: string, answer: string, empty = false): ListFlow => ({
  path,
  title,
  add: "Add a question",
  first: [
    { label: "Question", value: question },
    { label: "Answer", value: answer },
  ],
  wrong: [{ label: "Question", value: "  ", message: "Question is required" }],
  preview: [question, answer],
  second: empty
    ? [
        { label: "Question", value: `${question.replace("?", "")} for twins?` },
        { label: "Answer", value: "Yes, please ask the office." },
      ]
    : undefined,
});

// Each test is three lists, each some eight full-page form posts: about 45 s on two idle cores.
test.beforeEach(() => test.setTimeout(180_000));

test("Tuition Fees: fees (a negative or wordy amount refused), payment methods and questions", async ({ page, stage }, testInfo) => {
  const origin = await signInToNewSchool(page, stage, unique("Fees", testInfo));
  await page.goto(`${origin}/staff/site`);
  const menu = page.getByRole("navigation", { name: "Site content" });
  await menu.getByRole("link", { name: "Fees", exact: true }).click();
  // A new school starts without fees (README "Staff console": where a school starts).
  await expect(page.getByText("No fees yet")).toBeVisible();

  const fee = (amount: string): Field[] => [
    { label: "Name", value: "Art Club Fee" },
    { label: "Amount in rupees", value: amount },
    { label: "How often", value: "perTerm", select: true },
    { label: "Note (optional)", value: "Paints, clay and an exhibition each term." },
  ];
  await editList(page, origin, {
    path: "fees",
    title: "Fees",
    add: "Add a fee",
    first: fee("₹1,200"),
    wrong: [
      { label: "Amount in rupees", value: "-500", message: "Amount cannot be negative: write 0 for a fee that is free" },
      { label: "Amount in rupees", value: "five hundred", message: "Amount must be a number of rupees, such as 5000" },
      { label: "Name", value: "", message: "Name is required" },
    ],
    preview: ["Art Club Fee", "₹1,200", "per term", "Paints, clay and an exhibition each term."],
    second: [
      { label: "Name", value: "Field Trip Fee" },
      { label: "Amount in rupees", value: "0" },
      { label: "How often", value: "other", select: true },
      { label: "How often, in your words (with Other only)", value: "for each trip" },
    ],
  });
  // The school's own words for how often, and a free item at ₹0.
  const free = item(page, 1, "Field Trip Fee").getByRole("figure");
  await expect(free).toContainText("₹0");
  await expect(free).toContainText("for each trip");

  await editList(page, origin, {
    path: "paymentMethods",
    title: "Payment Methods",
    add: "Add a payment method",
    first: [
      { label: "Title", value: "UPI" },
      { label: "Description (optional)", value: "Scan the code at the office; the receipt comes by SMS." },
    ],
    wrong: [{ label: "Title", value: "", message: "Title is required" }],
    preview: ["UPI", "Scan the code at the office"],
    second: [{ label: "Title", value: "Cheque" }],
  });

  await editList(
    page,
    origin,
    faqFlow("feesFaqs", "Fees: Questions and Answers", "Is there a sibling discount?", "Yes: 10% off the tuition fee for the second child.", true),
  );
});

test("How to Apply's steps and questions, and Why Choose Us' cards with an icon", async ({ page, stage }, testInfo) => {
  const origin = await signInToNewSchool(page, stage, unique("Apply", testInfo));

  await editList(page, origin, {
    path: "admissionSteps",
    title: "Steps to Admission",
    add: "Add a step",
    first: [
      { label: "Title", value: "Pay the Registration Fee" },
      { label: "Description (optional)", value: "At the office, by card or UPI, once your seat is confirmed." },
    ],
    wrong: [{ label: "Title", value: " ", message: "Title is required" }],
    // A new school has five steps: the new one is the sixth on How to Apply.
    preview: ["Step 6", "Pay the Registration Fee"],
  });

  await editList(
    page,
    origin,
    faqFlow("admissionFaqs", "Admissions: Questions and Answers", "Is there a waiting list?", "Yes: we call you as soon as a seat opens."),
  );

  await editList(page, origin, {
    path: "whyChooseUs",
    title: "Why Choose Us",
    add: "Add a card",
    first: [
      { label: "Title", value: "Open Every Day" },
      { label: "Description (optional)", value: "Day care from 8 AM to 6 PM, all year." },
      { label: "Icon (optional)", value: "clock", select: true },
    ],
    wrong: [{ label: "Title", value: "", message: "Title is required" }],
    preview: ["Open Every Day", "Day care from 8 AM to 6 PM"],
    // A card with an icon shows it (the site's sprite) instead of its number; one without, its
    // number as the public page counts it: the hidden card above it is not shown there.
    whileHidden: async () => {
      await expect(item(page, 6, "Open Every Day (new)").getByRole("figure").locator('use[href$="#clock"]')).toHaveCount(1);
      await expect(item(page, 7, "Parent Partnership").getByRole("figure").locator('span[aria-hidden="true"]')).toHaveText("6");
    },
  });
});

test("Support's questions, Visit Us' directions, and a program offered no more, then again, with its cards", async ({ page, stage }, testInfo) => {
  const origin = await signInToNewSchool(page, stage, unique("Visit", testInfo));

  await editList(page, origin, faqFlow("supportFaqs", "Support: Questions and Answers", "Is there a school bus?", "Yes, on four routes."));

  await editList(page, origin, {
    path: "directions",
    title: "Directions",
    add: "Add a way to reach us",
    first: [
      { label: "Mode of travel", value: "By metro" },
      { label: "Directions", value: "Vanaz station, then a 5-minute walk." },
    ],
    wrong: [{ label: "Mode of travel", value: "", message: "Mode of travel is required" }],
    preview: ["By metro", "Vanaz station"],
  });

  await page.goto(`${origin}/staff/site/programs`);
  await expect(page.getByRole("heading", { level: 2, name: "Programs" })).toBeVisible();
  const camps = page.getByRole("article", { name: "Summer Camps" });
  await expect(camps.getByText("Offered", { exact: true })).toBeVisible();
  await expect(camps).toContainText("6 cards");
  await camps.getByRole("button", { name: /^Stop offering/ }).click();
  await expect(toast(page, "Not offered: the program's page and links are gone from the site")).toBeVisible();
  await expect(camps.getByText("Not offered", { exact: true })).toBeVisible();
  await expect(camps.getByRole("link", { name: "See the Summer Camps page" })).toHaveCount(0);
  // The other programs are as they were.
  await expect(page.getByRole("article", { name: "Daycare Services" }).getByText("Offered", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await camps.getByRole("button", { name: /^Offer it again/ }).click();
  await expect(toast(page, "Offered: the program's page is on the site")).toBeVisible();
  await expect(camps.getByText("Offered", { exact: true })).toBeVisible();

  await camps.getByRole("link", { name: /^Edit the cards/ }).click();
  await expect(page).toHaveURL(/\/staff\/site\/programs\/summerCamps$/);
  await editList(page, origin, {
    path: "programs/summerCamps",
    title: "Summer Camps: Cards",
    add: "Add a card",
    first: [
      { label: "Title", value: "Pottery Week" },
      { label: "Description (optional)", value: "Wheels, glazes and a kiln firing." },
      { label: "Icon (optional)", value: "pin", select: true },
    ],
    wrong: [{ label: "Title", value: "", message: "Title is required" }],
    preview: ["Pottery Week", "Wheels, glazes and a kiln firing."],
    whileHidden: async () => {
      await page.getByRole("link", { name: "All programs" }).click();
      await expect(page.getByRole("article", { name: "Summer Camps" })).toContainText("7 cards, 1 hidden");
      // Another program's cards are its own.
      await expect(page.getByRole("article", { name: "After-School Activities" })).toContainText("6 cards");
    },
  });
  await page.getByRole("link", { name: "All programs" }).click();
  // Deleted for good: six cards again, none hidden.
  await expect(page.getByRole("article", { name: "Summer Camps" })).toContainText("6 cards");
  await expect(page.getByRole("article", { name: "Summer Camps" })).not.toContainText("hidden");
});
