import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { SVG, TEXT_AS_JPEG, bombPng, phonePhoto } from "../../fixtures/images.js";
import { claimLink, createSchool, expect, expectNoAxeViolations, type FormsStage, test, toast, unique } from "./harness.js";

// The school profile (README "Staff console", "Uploads"), with JavaScript on and off: the owner
// changes the school's name and colours and sees the public header change, uploads a wide phone
// photo carrying GPS as the logo and finds it served clean in every width and drawn by its height, is told why each bad upload
// and a colour pair below 4.5:1 were refused (everything else typed kept), and manages domains: one
// the owner adds serves nothing of the school until its DNS record (published in the stage's own
// DNS server) is found.

const OWNER_PASSWORD = "Kite-Harbor-Lantern-73";

const files = mkdtempSync(path.join(tmpdir(), "nurture-profile-"));
function fixture(name: string, bytes: Buffer): string {
  const file = path.join(files, name);
  writeFileSync(file, bytes);
  return file;
}

const form = (page: Page) => page.getByRole("form", { name: "Details" });
const save = (page: Page) => form(page).getByRole("button", { name: "Save the profile" }).click();

/** Fills what a school made by the operator's command has not yet given. */
async function fillRequired(page: Page, name: string) {
  const details = form(page);
  await details.getByLabel("School name").fill(name);
  await details.getByLabel("Brand colour", { exact: true }).fill("#7c2d12");
  await details.getByLabel("Accent colour", { exact: true }).fill("#fde047");
  await details.getByLabel("Phone", { exact: true }).fill("9822041563");
  await details.getByLabel("Address", { exact: true }).fill("Plot 7, Lotus Lane");
  await details.getByLabel("City").fill("Pune");
  await details.getByLabel("State").fill("Maharashtra");
  await details.getByLabel("PIN code").fill("411045");
}

test("staff change the school's name, colours and logo, and the public pages show them at once", async ({ page, stage }, testInfo) => {
  test.setTimeout(120_000);
  const label = unique("Profile", testInfo);
  const school = await createSchool(stage, label);
  await claimLink(page, school.ownerLink, OWNER_PASSWORD);

  // The public header before: the school's name as the operator typed it.
  await page.goto(`${school.origin}/`);
  await expect(page.getByRole("banner")).toContainText(school.name);

  await page.goto(`${school.origin}/staff`);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "School profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "School Profile" })).toBeVisible();
  await expectNoAxeViolations(page);

  const newName = `${label} Montessori`;
  await fillRequired(page, newName);
  await form(page).getByLabel("Tagline").fill("Where little hands learn big things");
  await form(page).getByLabel("School hours").fill("Monday – Friday: 8:00 AM – 2:00 PM");
  await form(page)
    .getByLabel("Logo")
    .setInputFiles(fixture("IMG_0042.jpg", await phonePhoto(2400, 600)));
  await save(page);
  await expect(toast(page, "Saved: the school's pages show the new details now")).toBeVisible();

  // The public header at once: the new name, the brand colour in the theme, the uploaded logo.
  await page.goto(`${school.origin}/`);
  const header = page.getByRole("banner");
  await expect(header).toContainText(newName);
  expect(await page.locator("head style").allTextContents()).toContainEqual(expect.stringContaining("--brand:#7c2d12"));
  await expect(page.getByText("Where little hands learn big things")).toBeVisible();
  const logo = header.getByRole("img", { name: `${newName} logo` });
  const src = await logo.getAttribute("src");
  expect(src).toMatch(/^\/uploads\/[0-9a-f]{32}\/1920\.webp$/);
  const srcset = (await logo.getAttribute("srcset")) ?? "";
  const hash = src!.split("/")[2];
  expect(srcset).toBe([320, 640, 960, 1280, 1920].map((width) => `/uploads/${hash}/${width}.webp ${width}w`).join(", "));
  // A wide logo (4:1) is drawn by its height, as legible as a square one: 48 px high and four times
  // as wide in the header, and in the footer.
  await expect.poll(async () => (await logo.boundingBox())?.width).toBeCloseTo(192, 0);
  expect((await logo.boundingBox())?.height).toBeCloseTo(48, 0);
  const footerLogo = page.getByRole("contentinfo").locator(`img[src="${src}"]`);
  await footerLogo.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await footerLogo.boundingBox())?.width).toBeCloseTo(192, 0);
  expect((await footerLogo.boundingBox())?.height).toBeCloseTo(48, 0);

  // Every width, fetched as a browser would: WebP of that width, no EXIF (no GPS), cached 5 minutes
  // (README "Caching": a photo the school withdraws must not outlive that in caches).
  for (const width of [320, 640, 960, 1280, 1920]) {
    const answer = await page.goto(`${school.origin}/uploads/${hash}/${width}.webp`);
    if (!answer) throw new Error("no answer");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/webp");
    expect(answer.headers()["cache-control"]).toBe("public, max-age=300");
    const meta = await sharp(await answer.body()).metadata();
    expect(meta).toMatchObject({ format: "webp", width });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  }

  // The school's own hours on Visit Us (SPEC §2's text only while the field is blank).
  await page.goto(`${school.origin}/contact/visitUs`);
  await expect(page.getByRole("main")).toContainText("8:00 AM – 2:00 PM");

  // The colour picker beside the hex field: moved alone, its colour is the one saved (without
  // JavaScript the page sends both, and the changed one wins).
  await page.goto(`${school.origin}/staff/profile`);
  await expect(form(page).getByLabel("Pick the brand colour")).toHaveValue("#7c2d12");
  await form(page).getByLabel("Pick the brand colour").fill("#1d4ed8");
  await save(page);
  await expect(toast(page, "Saved: the school's pages show the new details now")).toBeVisible();
  await expect(form(page).getByLabel("Brand colour", { exact: true })).toHaveValue("#1d4ed8");
  await page.goto(`${school.origin}/`);
  expect(await page.locator("head style").allTextContents()).toContainEqual(expect.stringContaining("--brand:#1d4ed8"));
});

test("bad uploads and a colour pair below 4.5:1 are refused with their reasons, everything typed kept", async ({ page, stage }, testInfo) => {
  test.setTimeout(120_000);
  const label = unique("Refusals", testInfo);
  const school = await createSchool(stage, label);
  await claimLink(page, school.ownerLink, OWNER_PASSWORD);
  await page.goto(`${school.origin}/staff/profile`);
  const about = `${label}: a garden school where children learn by growing things.`;

  const refused = async (file: string | null, field: string, message: RegExp) => {
    await fillRequired(page, `${label} Academy`);
    await form(page).getByLabel("About the school").fill(about);
    if (file) await form(page).getByLabel("Logo").setInputFiles(file);
    await save(page);
    const control = form(page).getByLabel(field, { exact: true });
    await expect(control).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error")) ?? "";
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
    // Everything else as it was typed.
    await expect(form(page).getByLabel("About the school")).toHaveValue(about);
    await expect(form(page).getByLabel("School name")).toHaveValue(`${label} Academy`);
    await expect(form(page).getByLabel("PIN code")).toHaveValue("411045");
    await expectNoAxeViolations(page);
  };

  await refused(fixture("drawing.svg", SVG), "Logo", /^SVG drawings cannot be uploaded, because they can carry scripts/);
  await refused(fixture("holiday.jpg", TEXT_AS_JPEG), "Logo", /^This file is not a photo we can use/);
  await refused(
    fixture("huge.jpg", Buffer.concat([await phonePhoto(400, 300), Buffer.alloc(20 * 1024 * 1024)])),
    "Logo",
    /^This image is larger than 10 MB/,
  );
  await refused(fixture("bomb.png", bombPng()), "Logo", /^This image is too large in pixels \(40000 × 40000\)/);

  // Pale yellow under white text: the ratio and what is needed.
  await fillRequired(page, `${label} Academy`);
  await form(page).getByLabel("Brand colour", { exact: true }).fill("#ffcc00");
  await save(page);
  const brand = form(page).getByLabel("Brand colour", { exact: true });
  await expect(brand).toHaveAttribute("aria-invalid", "true");
  await expect(form(page)).toContainText(
    "White text on #ffcc00 has a contrast of 1.5:1; it needs at least 4.5:1 (WCAG AA). Choose a darker brand colour.",
  );
  await expect(brand).toHaveValue("#ffcc00");

  // Nothing of it stored: the school keeps the name the operator gave it, and no upload.
  expect(stage.query<{ clientName: string }>("select clientName from clients where id = ?", school.clientId)).toEqual([{ clientName: school.name }]);
  expect(stage.count("select count(*) as n from uploads where clientId = ?", school.clientId)).toBe(0);
});

/** The owner of a school of the test's own, on its profile page, and its Domains part. */
async function domainsPage(page: Page, stage: FormsStage, label: string) {
  const school = await createSchool(stage, label);
  await claimLink(page, school.ownerLink, OWNER_PASSWORD);
  await page.goto(`${school.origin}/staff/profile`);
  const domains = page.getByRole("list", { name: "The school's domains" });
  return {
    school,
    slug: label.toLowerCase().replace(/[^a-z0-9]+/g, ""),
    port: new URL(school.origin).port,
    domains,
    row: (domain: string) => domains.getByRole("listitem").filter({ hasText: domain }),
    add: async (domain: string) => {
      const form = page.getByRole("form", { name: "Add a domain" });
      await form.getByLabel("Add a domain").fill(domain);
      await form.getByRole("button", { name: "Add" }).click();
      return form;
    },
  };
}

test("a look-alike domain the owner adds is pending, with the record to publish, and serves nothing of the school", async ({
  page,
  stage,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { school, slug, port, row, add } = await domainsPage(page, stage, unique("Look-alike", testInfo));

  await expect(await add("rainbow.localhost")).toContainText("rainbow.localhost is used by another school's site, so it cannot be added.");
  await expect(await add("not a domain!")).toContainText("Enter a domain name such as www.example.in (without https:// or a path).");

  // A look-alike of the other demo school's domain: added, but pending, with the record to publish.
  await add("www.rainbow.localhost");
  await expect(toast(page, "www.rainbow.localhost added. The site answers there once its DNS record (shown below) is found.")).toBeVisible();
  const lookAlike = row("www.rainbow.localhost");
  await expect(lookAlike).toContainText("Pending");
  await expect(lookAlike).toContainText(/Name\s*_nurture\.www\.rainbow\.localhost\s*Type\s*TXT\s*Value\s*nurture-verify=[0-9a-f]{32}/);
  await expect(lookAlike.getByRole("button", { name: "Check now www.rainbow.localhost" })).toBeVisible();
  await expect(lookAlike.getByRole("button", { name: "Make primary www.rainbow.localhost" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Nothing of this school there for a visitor: the fallback site, as for a host nobody has.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(`http://www.rainbow.localhost:${port}/`);
  await expect(stranger.getByRole("banner")).toContainText("Our Play School");
  expect(await stranger.content()).not.toContain(school.name);
  await stranger.goto(`http://www.rainbow.localhost:${port}/contact/info`);
  expect(await stranger.content()).not.toContain(`office.${slug}@example.org`);
  await visitor.close();
  expect(stage.query("select domain, isPrimary from clientDomains where clientId = ? and verifiedAt is null", school.clientId)).toEqual([
    { domain: "www.rainbow.localhost", isPrimary: 0 },
  ]);
});

test("Check now finds no record, then the published one: the domain serves the school at once and can be primary", async ({
  page,
  stage,
  dns,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { school, slug, port, domains, row, add } = await domainsPage(page, stage, unique("Proof", testInfo));
  const second = `www.${slug}.localhost`;
  await add(second);
  await expect(toast(page, `${second} added. The site answers there once its DNS record (shown below) is found.`)).toBeVisible();
  // A visitor there meanwhile gets the fallback site (which the site may keep in its page cache).
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(`http://${second}:${port}/`);
  await expect(stranger.getByRole("banner")).toContainText("Our Play School");

  await row(second)
    .getByRole("button", { name: `Check now ${second}` })
    .click();
  await expect(toast(page, `Not found yet: _nurture.${second} has no TXT record.`)).toBeVisible();
  await expect(row(second)).toContainText("Pending");

  const value =
    (await row(second)
      .getByText(/^nurture-verify=/)
      .textContent()) ?? "";
  await dns.publish(`_nurture.${second}`, value);
  await row(second)
    .getByRole("button", { name: `Check now ${second}` })
    .click();
  await expect(toast(page, `${second} is verified: the school's site answers there now.`)).toBeVisible();
  await expect(row(second)).toContainText(`${second}Verified`);
  await expect(row(second)).not.toContainText("nurture-verify=");

  // The domain serves the school at once: neither the "no school here" answer nor the fallback
  // page the visitor was shown is left cached.
  await stranger.goto(`http://${second}:${port}/`);
  await expect(stranger.getByRole("banner")).toContainText(school.name);
  await visitor.close();

  await row(second)
    .getByRole("button", { name: `Make primary ${second}` })
    .click();
  await expect(toast(page, `${second} is the primary domain now`)).toBeVisible();
  await expect(domains.getByRole("listitem").first()).toContainText(`${second}Primary`);
  await expectNoAxeViolations(page);
  expect(stage.query("select domain from clientDomains where clientId = ? and isPrimary = 1", school.clientId)).toEqual([{ domain: second }]);
});
