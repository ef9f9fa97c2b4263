import { callProvider, claimLink, createSchool, expect, expectNoAxeViolations, test, toast, unique } from "./harness.js";

// Answering a family from its record (README "Staff console": "Templates and contacting a
// family"), with JavaScript on and off: a template edited on /staff/settings/templates, WhatsApp
// opened from an enquiry with that template's words filled in, an e-mail reply sent; each a line of
// the history. (The mail itself, its Reply-To and the outbox: tests/api/messages.test.ts.)

const PASSWORD = "Saffron-Kettle-Meadow-48";

test("staff edit a template, open WhatsApp with it from an enquiry and reply by e-mail; both are in the history", async ({
  page,
  stage,
}, testInfo) => {
  test.setTimeout(120_000);
  const label = unique("Messages", testInfo);
  const school = await createSchool(stage, label);
  const parentName = `Kavya ${label.split(" ").at(-1)}`;
  const enquiry = await callProvider(
    stage,
    `/contact/new?${new URLSearchParams({
      clientId: String(school.clientId),
      parentName,
      parentMobile: "9876543210",
      email: "kavya.parent@example.com",
      childName: "Aarav",
      message: "Do you have a place in Nursery?",
    })}`,
  );
  expect(enquiry.status).toBe(201);
  const { data, reference } = enquiry.body as { data: { id: number }; reference: string };
  const record = `${school.origin}/staff/inbox/enquiry/${data.id}`;
  await claimLink(page, school.ownerLink, PASSWORD);

  // The templates page, from Settings: the three every school starts with, each with a preview.
  await page.goto(`${school.origin}/staff/settings`);
  await page.getByRole("link", { name: "Edit message templates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Message Templates" })).toBeVisible();
  const callBack = page.getByRole("region", { name: "Call back" });
  await expect(callBack.getByTestId("preview-body")).toContainText(`Namaste Priya Sharma, this is ${school.name}`);
  await expect(page.getByRole("region", { name: "Visit confirmation" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Documents needed" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Edit "Call back": a blank message is refused next to the field with the other values kept.
  await callBack.getByRole("link", { name: "Edit Call back" }).click();
  const form = page.getByRole("form", { name: "Call back" });
  await form.getByLabel("Message").fill("");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/Message is required/);
  await expect(form.getByLabel("Name")).toHaveValue("Call back");
  await expectNoAxeViolations(page);
  await form.getByLabel("Message").fill("Namaste {parent}, {school} here about {child} ({reference}). When can we call you?");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(toast(page, 'Template "Call back" saved')).toBeVisible();
  await expect(callBack.getByTestId("preview-body")).toHaveText(
    `Namaste Priya Sharma, ${school.name} here about Aarav (ABC-7K3Q9). When can we call you?`,
  );

  // On the enquiry: choose the template, open WhatsApp. wa.me is answered here, not on the internet.
  const opened: string[] = [];
  await page.route("https://wa.me/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>WhatsApp</title><p>WhatsApp</p>" });
  });
  await page.goto(record);
  const contact = page.getByRole("region", { name: "Contact the family" });
  await contact.getByLabel("Message template").selectOption({ label: "Call back" });
  await contact.getByRole("button", { name: "Use this template" }).click();
  const text = `Namaste ${parentName}, ${school.name} here about Aarav (${reference}). When can we call you?`;
  await expect(contact.getByTestId("contact-preview")).toHaveText(text);
  await expectNoAxeViolations(page);
  await contact.getByRole("button", { name: "Open WhatsApp" }).click();
  await page.waitForURL(/^https:\/\/wa\.me\//);
  const whatsapp = new URL(opened[0] ?? "");
  expect(whatsapp.pathname).toBe("/919876543210");
  expect(whatsapp.searchParams.get("text")).toBe(text);

  // Back on the record, the history has the line: who, the channel, the template.
  await page.goto(record);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("row", { name: /WhatsApp/ })).toContainText(school.ownerName);
  await expect(history.getByRole("row", { name: /WhatsApp/ })).toContainText("Call back");

  // An e-mail reply with the "Documents needed" template, its words editable before sending.
  await contact.getByLabel("Message template").selectOption({ label: "Documents needed" });
  await contact.getByRole("button", { name: "Use this template" }).click();
  const reply = page.getByRole("form", { name: "Reply by e-mail" });
  await expect(reply.getByLabel("Subject")).toHaveValue("Documents for Aarav's admission");
  await expect(reply.getByLabel("Message")).toHaveValue(new RegExp(`^Namaste ${parentName}, this is ${school.name}`));
  await reply.getByLabel("Subject").fill("Documents for Aarav's admission, please");
  await reply.getByRole("button", { name: "Send e-mail" }).click();
  await expect(toast(page, "E-mail queued: it is on its way to the family")).toBeVisible();
  await expect(history.getByRole("row", { name: /E-mail/ })).toContainText("Documents for Aarav's admission, please");
  await expect(history.getByRole("row", { name: /E-mail/ })).toContainText(school.ownerName);
  await expectNoAxeViolations(page);
});
