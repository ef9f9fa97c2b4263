import type { Locator, Page } from "@playwright/test";
import { expectFieldError } from "../forms/harness.js";
import { claimLink, createSchool, expect, expectNoAxeViolations, type FormsStage, openForm, otherPage, test, toast, unique } from "./harness.js";

// Every word and price on a school's site is the school's own (README "Staff console": "Pages"),
// as a parent sees it, at both widths, with JavaScript on and off: a school made by the operator's
// command shows no rupee amount, no promise of a payment and no social link until its staff enter
// them, then exactly what they entered; a program it stops offering leaves the menu, the footer,
// the sitemap and the enrollment form (a form opened before is refused on its field), its page is
// the 404 page, and all of it comes back when the program is offered again.
//
// The fees, payment method and program switch are entered through the provider's staff API (the
// console's list pages are tested on their own); the social links and map pin through the profile
// page, whose saving also tells the site's caches, which sit in another process here, that the
// school changed.

const OWNER_PASSWORD = "Kite-Harbor-Lantern-73";
const SOCIAL_HOSTS = ["facebook.com", "instagram.com", "youtube.com", "x.com", "twitter.com", "linkedin.com", "whatsapp.com"];

/** Every link on the page to a social network. */
const socialLinks = (page: Page) => page.locator(SOCIAL_HOSTS.map((host) => `a[href*="${host}"]`).join(", "));

/** A staff member's Bearer token for the provider's own API. */
async function staffToken(stage: FormsStage, email: string, domain: string): Promise<string> {
  const query = new URLSearchParams({ email, password: OWNER_PASSWORD, domain });
  const res = await fetch(`${stage.apiUrl}/auth/login?${query}`, { method: "POST" });
  const body = (await res.json()) as { token?: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.token ?? "";
}

async function staffPost(stage: FormsStage, token: string, path: string, fields: Record<string, string>) {
  const res = await fetch(`${stage.apiUrl}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(fields),
  });
  expect(res.status, `${path}: ${await res.text()}`).toBeLessThan(300);
}

/** Saves the profile as it stands (and so tells the site the school changed). */
async function saveProfile(staff: Page, origin: string, fill: (form: Locator) => Promise<void> = async () => {}) {
  await staff.goto(`${origin}/staff/profile`);
  const form = staff.getByRole("form", { name: "Details" });
  await fill(form);
  await form.getByRole("button", { name: "Save the profile" }).click();
  await expect(toast(staff, "Saved: the school's pages show the new details now")).toBeVisible();
}

test("a new school publishes no price, payment promise or social link until its staff enter them; a program it stops offering is gone and comes back", async ({
  page,
  browser,
  stage,
  javaScript,
}, testInfo) => {
  test.setTimeout(240_000);
  const label = unique("Own Pages", testInfo);
  const school = await createSchool(stage, label);
  const domain = new URL(school.origin).hostname;
  const main = page.getByRole("main");

  // As it starts: fees on request (no amount, no payment method), no payment promise, no social link.
  await page.goto(`${school.origin}/admissions/tuitionFees`);
  await expect(main.getByText("Our fees are given on request")).toBeVisible();
  await expect(main.getByRole("link", { name: "Contact us for the fees" })).toHaveAttribute("href", "/contact/info");
  await expect(main.getByRole("heading", { name: "Payment Methods" })).toHaveCount(0);
  expect(await page.locator("body").textContent()).not.toContain("₹");
  await expect(socialLinks(page)).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("list", { name: "Social media" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // English only, as a new school starts (README "Languages"): no switch, no alternates, no Hindi pages.
  await expect(page.getByRole("navigation", { name: "Languages" })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // In the browser, which resolves *.localhost as a parent's resolves the school's domain.
  expect((await page.goto(`${school.origin}/hi/admissions/tuitionFees`))?.status()).toBe(404);
  expect((await page.goto(`${school.origin}/hi`))?.status()).toBe(404);
  await page.goto(`${school.origin}/admissions/howToApply`);
  await expect(main.getByRole("heading", { name: "Register Online" })).toBeVisible();
  // Every word, the closed answers too.
  expect(await main.textContent()).not.toMatch(/₹|\bpay/i);
  await page.goto(`${school.origin}/contact/info`);
  await expect(main.getByRole("heading", { name: "Follow Us" })).toHaveCount(0);
  await expect(socialLinks(page)).toHaveCount(0);
  // No pin yet: the map is found from what the school has (SPEC §2: zoom 15).
  const map = new URL((await main.locator("iframe").getAttribute("src")) ?? "");
  expect(map.searchParams.get("z")).toBe("15");
  expect(map.searchParams.get("q")).not.toBe("18.5679,73.9143");

  // A parent opens the enrollment form for Summer Camps while the school still offers it.
  const parent = await page.context().newPage();
  const parentReady = await openForm(parent, `${school.origin}/admissions/enrollmentForm?program=summerCamps`, javaScript);
  const program = parent.getByRole("main").getByLabel("Program (optional)", { exact: true });
  await expect(program.locator("option:checked")).toHaveText("Summer Camps");

  // Staff enter their fees and a payment method, stop offering Summer Camps, and add their social
  // links and map pin in the profile.
  const staff = await otherPage(browser, javaScript);
  await claimLink(staff, school.ownerLink, OWNER_PASSWORD);
  const token = await staffToken(stage, school.ownerEmail, domain);
  await staffPost(stage, token, "/staff/lists/fees", {
    name: "Term Tuition",
    amount: "12500",
    frequency: "perTerm",
    frequencyText: "",
    note: "Classes and materials.",
  });
  await staffPost(stage, token, "/staff/lists/fees", { name: "Day Trip", amount: "750", frequency: "other", frequencyText: "per trip", note: "" });
  await staffPost(stage, token, "/staff/lists/paymentMethods", { title: "UPI", description: "Pay by UPI at the office counter." });
  await staffPost(stage, token, "/staff/programs/summerCamps", { offered: "false" });
  const facebook = `https://www.facebook.com/${domain.split(".")[0]}`;
  const linkedin = "https://www.linkedin.com/company/own-pages-school";
  await saveProfile(staff, school.origin, async (form) => {
    await form.getByLabel("Brand colour", { exact: true }).fill("#7c2d12");
    await form.getByLabel("Accent colour", { exact: true }).fill("#fde047");
    await form.getByLabel("Phone", { exact: true }).fill("9822041563");
    await form.getByLabel("Address", { exact: true }).fill("Plot 7, Lotus Lane");
    await form.getByLabel("City").fill("Pune");
    await form.getByLabel("State").fill("Maharashtra");
    await form.getByLabel("PIN code").fill("411045");
    await form.getByLabel("Facebook").fill(facebook);
    await form.getByLabel("LinkedIn").fill(linkedin);
    await form.getByLabel("Latitude").fill("18.5679");
    await form.getByLabel("Longitude").fill("73.9143");
  });
  await expect(staff.getByRole("form", { name: "Details" }).getByLabel("Facebook")).toHaveValue(facebook);

  // Exactly what they entered: the two fees and their periods, the one payment method.
  await page.goto(`${school.origin}/admissions/tuitionFees`);
  const fees = main.getByRole("region", { name: "Our Fee Structure" }).getByRole("listitem");
  await expect(fees).toHaveCount(2);
  await expect(fees.nth(0)).toHaveText(/^Term Tuition\s*₹12,500\s*per term\s*Classes and materials\.$/);
  await expect(fees.nth(1)).toHaveText(/^Day Trip\s*₹750\s*per trip$/);
  await expect(main.getByRole("region", { name: "Payment Methods" }).getByRole("heading", { level: 3 })).toHaveText(["UPI"]);
  await expect(main.getByText("Our fees are given on request")).toHaveCount(0);
  // Only the links set, in the footer and on the contact page, the map at the pin.
  const footerLinks = page.getByRole("contentinfo").getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(footerLinks).toHaveCount(2);
  await expect(footerLinks.nth(0)).toHaveAccessibleName("Facebook");
  await expect(footerLinks.nth(0)).toHaveAttribute("href", facebook);
  await expect(footerLinks.nth(1)).toHaveAccessibleName("LinkedIn");
  await expect(footerLinks.nth(1)).toHaveAttribute("href", linkedin);
  await expectNoAxeViolations(page);
  await page.goto(`${school.origin}/contact/info`);
  const follow = main.getByRole("region", { name: "Follow Us" }).getByRole("link");
  await expect(follow).toHaveText(["Facebook", "LinkedIn"]);
  await expect(socialLinks(page)).toHaveCount(4);
  expect(new URL((await main.locator("iframe").getAttribute("src")) ?? "").searchParams.get("q")).toBe("18.5679,73.9143");
  await page.goto(`${school.origin}/admissions/howToApply`);
  await expect(main.getByRole("heading", { name: "Register Online" })).toBeVisible();
  expect(await main.textContent()).not.toMatch(/₹|\bpay/i);

  // Summer Camps is gone: from the menu and the footer (no link on any page), the sitemap, the
  // enrollment form's choices; its URL is the 404 page.
  const summer = (on: Page) => on.locator('a[href^="/programs/summerCamps"]');
  await page.goto(`${school.origin}/`);
  await expect(summer(page)).toHaveCount(0);
  await expect(page.locator('a[href="/programs/dayCareService"]').first()).toBeAttached();
  const missing = await page.goto(`${school.origin}/programs/summerCamps`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  // In the browser: it resolves *.localhost, as a crawler resolves the school's domain.
  let sitemap = (await (await page.goto(`${school.origin}/sitemap.xml`))?.text()) ?? "";
  expect(sitemap).toContain(`${school.origin}/programs/dayCareService</loc>`);
  expect(sitemap).not.toContain("summerCamps");
  await page.goto(`${school.origin}/admissions/enrollmentForm?program=summerCamps`);
  await expect(main.getByLabel("Program (optional)", { exact: true }).locator("option")).toHaveText([
    "No particular program",
    "Early Childhood Development",
    "Interactive Learning",
    "Day Care Services",
    "After Hours Activities",
  ]);
  await expect(main.getByLabel("Program (optional)", { exact: true }).locator("option:checked")).toHaveText("No particular program");

  // The form the parent opened before: refused on its Program field, every value kept, nothing stored.
  const child = unique("Ishaan", testInfo);
  const form = parent.getByRole("main");
  await form.getByLabel("Child's Name", { exact: true }).fill(child);
  await form.getByLabel("Child's Age", { exact: true }).fill("4");
  await form.getByLabel("Gender", { exact: true }).selectOption("female");
  await form.getByLabel("Parent's Name", { exact: true }).fill("Asha Rao");
  await form.getByLabel("Parent's Contact Number", { exact: true }).fill("9876543210");
  await form.getByLabel("Address", { exact: true }).fill("4 Hill Road");
  await parentReady();
  await form.getByRole("button", { name: "Submit Enrollment" }).click();
  await expectFieldError(form.getByLabel("Program (optional)", { exact: true }), "Choose one of the programs");
  await expect(form.getByLabel("Child's Name", { exact: true })).toHaveValue(child);
  await expect(form.getByLabel("Address", { exact: true })).toHaveValue("4 Hill Road");
  expect(stage.count("select count(*) as n from enrollments where childName = ?", child)).toBe(0);
  await parent.close();

  // Offered again: back in the menu, the sitemap and the form, and its page with its cards.
  await staffPost(stage, token, "/staff/programs/summerCamps", { offered: "true" });
  await saveProfile(staff, school.origin);
  await staff.context().close();
  await page.goto(`${school.origin}/programs/summerCamps`);
  await expect(page.getByRole("heading", { level: 1, name: "Summer Camps" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Adventure Games" })).toBeVisible();
  await expect(page.getByRole("banner").locator('a[href="/programs/summerCamps"]').first()).toBeAttached();
  sitemap = (await (await page.goto(`${school.origin}/sitemap.xml`))?.text()) ?? "";
  expect(sitemap).toContain(`${school.origin}/programs/summerCamps</loc>`);
  await page.goto(`${school.origin}/admissions/enrollmentForm?program=summerCamps`);
  await expect(main.getByLabel("Program (optional)", { exact: true }).locator("option:checked")).toHaveText("Summer Camps");
});
