import { demoSchools } from "../../../api/demo-data.js";
import { hashedStaticUrl } from "../../../app/utils/static-assets.server.js";
import { alternate, expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";

/** The days and times of a school's hours as the client info writes them ("days: time" per line). */
function hourTexts(hours: string): string[] {
  const texts = hours.split("\n").flatMap((line) => line.split(": ").map((part) => part.trim()));
  expect(texts.length).toBeGreaterThan(1);
  return texts;
}

// SPEC §2 "Contact Information", "Visit Us", "Support"; SPEC §9 (+91, reply and chat promises).

const schools = [
  { url: SCHOOL_A, data: demoSchools[0]!, other: demoSchools[1]! },
  { url: SCHOOL_B, data: demoSchools[1]!, other: demoSchools[0]! },
];

for (const [index, { url, data, other }] of schools.entries()) {
  const { client } = data;

  test(`Contact Information of ${client.clientName}: phones, e-mails, address, hours, social links, map`, alternate(index), async ({ page }) => {
    await page.goto(`${url}/contact/info`);
    await expect(page).toHaveTitle(`Contact Information | ${client.clientName}`);
    await expect(page.locator("h1")).toHaveCount(1);
    const main = page.getByRole("main");
    for (const phone of [client.contactPhone1, client.contactPhone2]) {
      await expect(main.getByRole("link", { name: `+91 ${phone}` })).toHaveAttribute("href", `tel:+91${phone}`);
    }
    for (const email of [client.contactEmail1, client.contactEmail2]) {
      await expect(main.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    }
    const address = main.locator("address");
    for (const part of [client.addressLine1, client.addressLine2, client.city, client.state, client.pinCode]) {
      await expect(address).toContainText(part);
    }
    // The school's own office hours (client info; SPEC §2's while blank), one row per line.
    const hours = main.getByRole("region", { name: "Office Hours" });
    for (const text of hourTexts(client.officeHours)) await expect(hours).toContainText(text);
    for (const social of ["Facebook", "Instagram", "YouTube"]) await expect(main.getByRole("link", { name: social })).toBeVisible();
    // The enquiry form's section (tests/e2e/forms/enquiry.spec.ts tests the form).
    await expect(page.locator("section#enquiry").getByRole("heading", { name: "Send us a message" })).toBeAttached();
    // SPEC §2: an embedded map at zoom 15, loaded lazily, with a title.
    const map = main.locator("iframe");
    await expect(map).toHaveAttribute("title", `Map showing the location of ${client.clientName}`);
    await expect(map).toHaveAttribute("loading", "lazy");
    const mapUrl = new URL((await map.getAttribute("src")) ?? "");
    expect(mapUrl.searchParams.get("z")).toBe("15");
    expect(mapUrl.searchParams.get("q")).toContain(client.city);
    expect(await main.innerText()).not.toContain(other.client.contactPhone1);
    await expectNoAxeViolations(page);
  });

  test(
    `the contact page of ${client.clientName} describes the school in schema.org JSON-LD with the CSP nonce`,
    alternate(index),
    async ({ page }) => {
      const response = await page.goto(`${url}/contact/info`);
      const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const script = page.locator('script[type="application/ld+json"]');
      await expect(script).toHaveCount(1);
      // Browsers hide a nonce from the DOM; the served HTML carries it.
      const html = (await response?.text()) ?? "";
      expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}"`);
      const data = JSON.parse((await script.textContent()) ?? "{}");
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Preschool",
        name: client.clientName,
        logo: `${new URL(url).origin}${hashedStaticUrl(client.fullLogoUrl)}`,
        telephone: `+91 ${client.contactPhone1}`,
        address: { "@type": "PostalAddress", addressLocality: client.city, addressRegion: client.state, postalCode: client.pinCode },
      });
    },
  );

  test(`Home of ${client.clientName} carries the same JSON-LD, also when reached by a link from another page`, alternate(index), async ({ page }) => {
    // With JavaScript the second visit is a client-side navigation: the script comes from the
    // loader's data, not from the server's HTML.
    for (const start of ["/", "/about/ourStory"]) {
      await page.goto(`${url}${start}`);
      if (start !== "/")
        await page
          .getByRole("banner")
          .getByRole("link", { name: /logo.*home/ })
          .click();
      await expect(page).toHaveURL(`${url}/`);
      const script = page.locator('script[type="application/ld+json"]');
      await expect(script).toHaveCount(1);
      expect(JSON.parse((await script.textContent()) ?? "{}")).toMatchObject({
        "@type": "Preschool",
        name: client.clientName,
        url: `${new URL(url).origin}/`,
        telephone: `+91 ${client.contactPhone1}`,
      });
    }
  });

  test(`Support of ${client.clientName}: call, e-mail and WhatsApp chat cards, and the FAQ`, alternate(index), async ({ page }) => {
    await page.goto(`${url}/contact/support`);
    await expect(page).toHaveTitle(`Support | ${client.clientName}`);
    await expect(page.locator("h1")).toHaveCount(1);
    const main = page.getByRole("main");
    const call = main.getByRole("region", { name: "Call Us" });
    await expect(call.getByRole("link", { name: `+91 ${client.contactPhone1}` })).toHaveAttribute("href", `tel:+91${client.contactPhone1}`);
    const email = main.getByRole("region", { name: "Email Us" });
    await expect(email).toContainText("Get replies within 24 hours");
    await expect(email.getByRole("link", { name: client.contactEmail1 })).toHaveAttribute("href", `mailto:${client.contactEmail1}`);
    const chat = main.getByRole("region", { name: "Live Chat" });
    await expect(chat).toContainText("Chat with us from 9 AM – 6 PM");
    const whatsApp = chat.getByRole("link", { name: /Chat on WhatsApp/ });
    await expect(whatsApp).toHaveAttribute("href", `https://wa.me/91${client.whatsAppNumber1}?text=Hello`);
    await expect(whatsApp).toHaveAttribute("target", "_blank");
    await expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
    // Before the FAQ scrolls the page: axe counts a link under the sticky header as obscured.
    await expectNoAxeViolations(page);
    const faq = main.locator("details", { hasText: "minimum age" });
    await faq.locator("summary").click();
    await expect(faq).toContainText("at least 3 years old");
    await expect(main.locator("details summary")).toHaveCount(4);
  });
}

test("Visit Us: location and school hours, directions, and the same map", async ({ page }) => {
  const { client } = demoSchools[1]!;
  await page.goto(`${SCHOOL_B}/contact/visitUs`);
  await expect(page).toHaveTitle(`Visit Us | ${client.clientName}`);
  await expect(page.locator("h1")).toHaveCount(1);
  const main = page.getByRole("main");
  const location = main.getByRole("region", { name: "Location & School Hours" });
  await expect(location.locator("address")).toContainText(client.addressLine1);
  await expect(location.locator("address")).toContainText(client.pinCode);
  for (const text of hourTexts(client.schoolHours)) await expect(location).toContainText(text);
  const directions = main.getByRole("region", { name: "How to Reach Us" });
  await expect(directions).toContainText("10-minute walk from the neighbourhood park");
  await expect(directions).toContainText("bus stop");
  await expect(directions).toContainText("railway station is just 5 minutes away");
  const map = main.locator("iframe");
  await expect(map).toHaveAttribute("title", `Map showing the location of ${client.clientName}`);
  expect(new URL((await map.getAttribute("src")) ?? "").searchParams.get("z")).toBe("15");
  await expectNoAxeViolations(page);
});
