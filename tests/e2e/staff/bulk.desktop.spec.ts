import { readFile } from "node:fs/promises";
import { callProvider, claimLink, createSchool, expect, expectNoAxeViolations, test, toast, unique } from "./harness.js";

// The inbox's bulk actions (README "Staff console": "Bulk actions"), with JavaScript on and off:
// staff tick several records of a filtered list and send each family the "Call back" template
// (the family without an e-mail is named, not mailed; the list keeps its filter), export exactly
// the ticked records as CSV, and are told when nothing is ticked.

const PASSWORD = "Harbour-Quill-Lotus-27";

test("send a template e-mail to the ticked families, export the ticked records, nothing ticked is said", async ({ page, stage }, testInfo) => {
  test.setTimeout(120_000);
  const label = unique("Bulk", testInfo);
  const suffix = label.split(" ").at(-1) ?? "";
  const school = await createSchool(stage, label);
  const families: { reference: string; email: string }[] = [];
  for (const [index, email] of [`asha.${suffix}@example.org`, `bina.${suffix}@example.org`, ""].entries()) {
    const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const query = { clientId: String(school.clientId), parentName: `Parent${index} ${suffix}`, parentMobile: mobile, email, message: "Seats?" };
    const created =
      email === ""
        ? await callProvider(
            stage,
            `/enrollment/new?${new URLSearchParams({ clientId: String(school.clientId), childName: "Ira", childAge: "3", gender: "female", parentName: `Parent${index} ${suffix}`, parentContact: mobile, address: "Pune" })}`,
          )
        : await callProvider(stage, `/contact/new?${new URLSearchParams(query)}`);
    expect(created.status).toBe(201);
    families.push({ reference: (created.body as { reference: string }).reference, email });
  }
  const [asha, bina, chitra] = families as [(typeof families)[0], (typeof families)[0], (typeof families)[0]];

  await claimLink(page, school.ownerLink, PASSWORD);
  await page.goto(`${school.origin}/staff/inbox?q=${suffix}`);
  await expect(page.getByRole("main").getByText("3 submissions match.")).toBeVisible();
  const bulk = page.getByRole("group", { name: "With the selected records" });
  await expect(bulk).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing ticked: said, nothing sent.
  await bulk.getByRole("button", { name: "Send the template e-mail" }).click();
  await expect(toast(page, "Select at least one record first.")).toBeVisible();

  for (const family of families) await page.getByRole("checkbox", { name: `Select ${family.reference}` }).check();
  await page.getByRole("group", { name: "With the selected records" }).getByLabel("Template").selectOption({ label: "Call back" });
  await page.getByRole("group", { name: "With the selected records" }).getByRole("button", { name: "Send the template e-mail" }).click();
  await expect(toast(page, `E-mail queued for 2 families; no e-mail address for ${chitra.reference}`)).toBeVisible();
  // Back on the same filtered list.
  await expect(page).toHaveURL(new RegExp(`/staff/inbox\\?(.+&)?q=${suffix}`));
  const mails = stage.query<{ recipient: string; body: string }>(
    "select recipient, body from outbox where recipient in (?, ?) and subject like '%We tried to reach you%' order by recipient",
    asha.email,
    bina.email,
  );
  expect(mails.map((mail) => mail.recipient)).toEqual([asha.email, bina.email]);
  expect(mails[0]?.body).toContain(`Parent0 ${suffix}`);

  // Export exactly the ticked two.
  await page.getByRole("checkbox", { name: `Select ${asha.reference}` }).check();
  await page.getByRole("checkbox", { name: `Select ${chitra.reference}` }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("group", { name: "With the selected records" }).getByRole("button", { name: "Export the selected (CSV)" }).click(),
  ]);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(asha.reference);
  expect(csv).toContain(chitra.reference);
  expect(csv).not.toContain(bina.reference);
});
