import { demoSchools } from "../../api/demo-data.js";
import { SPEC_PAGES } from "../support/routes.js";
import { alternate, expect, SCHOOL_A, SCHOOL_B, test } from "./fixtures.js";

// On a phone the info bar is hidden (SPEC §2: desktop only), so the header offers the call and the
// WhatsApp chat on every page: one tap, whatever page a parent is on.

const PATHS = [...SPEC_PAGES, "/privacy", "/no-such-page"];

// The header is the server's: each school is checked once, one with JavaScript, one without.
const PHONES = ["phone-js", "phone-nojs"];

for (const [index, [url, school]] of (
  [
    [SCHOOL_A, demoSchools[0]!],
    [SCHOOL_B, demoSchools[1]!],
  ] as const
).entries()) {
  const { client } = school;
  test(`${client.clientName}: call and WhatsApp are in the header of every page at 375 px`, alternate(index, PHONES), async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of PATHS) {
      // The header is in the HTML: checked once the document is parsed, not after every image.
      await page.goto(`${url}${path}`, { waitUntil: "domcontentloaded" });
      const header = page.getByRole("banner");
      const call = header.getByRole("link", { name: `Call +91 ${client.contactPhone1}` });
      await expect(call, path).toBeVisible();
      await expect(call).toHaveAttribute("href", `tel:+91${client.contactPhone1}`);
      const chat = header.getByRole("link", { name: `WhatsApp +91 ${client.whatsAppNumber1}`, exact: false });
      await expect(chat, path).toBeVisible();
      await expect(chat).toHaveAttribute("href", `https://wa.me/91${client.whatsAppNumber1}?text=Hello`);
      // Nothing in the header is cut off: the school's name shows whole (three short lines at most).
      const name = header.getByRole("link", { name: /home/ }).getByText(client.clientName, { exact: true });
      await expect(name).toBeVisible();
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)).toBe(true);
    }
  });

  test(`${client.clientName}: Visit Us gives the number to call before a visit`, alternate(index, PHONES), async ({ page }) => {
    await page.goto(`${url}/contact/visitUs`);
    const note = page.getByRole("main").getByText("Please call the office on");
    await expect(note).toContainText(`Please call the office on +91 ${client.contactPhone1} before your visit`);
    await expect(note.getByRole("link", { name: `+91 ${client.contactPhone1}` })).toHaveAttribute("href", `tel:+91${client.contactPhone1}`);
  });
}
