import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { MEASURE_LABELS, REPORT_TEXT } from "../../../app/routes/staff.report/copy.js";
import { SEASON_MEASURES, type SeasonMeasure } from "../../../shared/season-report.js";
import { callProvider, expect, expectNoAxeViolations, mailedLink, onlyIn, signIn, test, unique, type FormsStage } from "./harness.js";

// The season at a glance in the console (README "Admissions": "The season at a glance"), with
// JavaScript on and off: the demo school's staff open it from the menu and read the open year's
// table — every cell the provider's number (the API suite checks those numbers against a season of
// its own) — beside a bar chart hidden from screen readers whose text alternative is that table;
// choose the year with a plain GET form; download the same numbers as CSV. A parent's account gets
// the site's 404, an anonymous visitor the sign-in page, another school's year a 404.

const school = demoSchools[0]!;
const staff = school.accounts.find((account) => account.role === "staff")!;

type Group = {
  name: string;
  seats: number | null;
  seatsLeft: number | null;
  counts: Record<SeasonMeasure, number | null>;
  conversions: Partial<Record<SeasonMeasure, number | null>>;
  medianFirstResponseMinutes: number | null;
};
type Report = { year: { id: number; label: string }; classes: Group[]; total: Group; sources: Group[] };

/** The provider's own answer, asked with the staff member's token: what the page must show. */
async function providerReport(stage: FormsStage): Promise<Report> {
  const login = await callProvider(
    stage,
    `/auth/login?${new URLSearchParams({ email: staff.email, password: staff.password, domain: "localhost" })}`,
  );
  const token = (login.body as { token: string }).token;
  const res = await fetch(`${stage.apiUrl}/staff/report`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Report }).data;
}

/** A cell's text as the page writes it: the number, then its share of the stage before (for a screen reader too). */
function countText(group: Group, measure: SeasonMeasure): string {
  const value = group.counts[measure];
  if (value === null) return `${REPORT_TEXT.none}${REPORT_TEXT.notPerClass}`;
  const share = group.conversions[measure] ?? null;
  return share === null ? String(value) : `${value}${REPORT_TEXT.percent(share)}${REPORT_TEXT.ofBefore}`;
}
const plain = (value: number | null) => (value === null ? REPORT_TEXT.none : String(value));
const duration = (value: number | null) => (value === null ? REPORT_TEXT.none : REPORT_TEXT.duration(value));

async function expectRows(table: Locator, rows: string[][]) {
  const body = table.locator("tbody tr");
  await expect(body).toHaveCount(rows.length);
  for (const [index, cells] of rows.entries()) await expect(body.nth(index).locator("th, td")).toHaveText(cells);
}

test("staff read the open year's season under its chart, choose the year and download the same numbers", async ({ page, stage }) => {
  await signIn(page, `${stage.url()}/login`, staff.email, staff.password);
  await page.waitForURL(/\/staff$/);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Season report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The Season at a Glance" })).toBeVisible();
  await expect(page).toHaveURL(`${stage.url()}/staff/report`);
  const report = await providerReport(stage);
  expect(report.year.label).toBe("2027–28");
  await expect(page.getByLabel("Admission year")).toHaveValue(String(report.year.id));
  await expect(page.getByLabel("Admission year").locator("option:checked")).toHaveText("2027–28 (open for applications)");

  // The chart: drawn, hidden from screen readers, its figure named by a caption that points to the
  // table inside it, which holds every number per class and in total.
  const figure = page.getByRole("figure", { name: REPORT_TEXT.chartNote });
  const chart = figure.locator("svg").first();
  await expect(chart).toHaveAttribute("aria-hidden", "true");
  await expect(chart.locator("text")).toHaveText(
    SEASON_MEASURES.flatMap((measure) => [MEASURE_LABELS[measure], String(report.total.counts[measure])]),
  );
  const byClass = figure.getByRole("table", { name: REPORT_TEXT.classCaption("2027–28") });
  await expect(byClass.locator("thead th")).toHaveText(["Stage", "Playgroup", "Nursery", "KG", "Total"]);
  const columns = [...report.classes, report.total];
  await expectRows(byClass, [
    ...SEASON_MEASURES.map((measure) => [MEASURE_LABELS[measure], ...columns.map((group) => countText(group, measure))]),
    [REPORT_TEXT.seats, ...columns.map((group) => plain(group.seats))],
    [REPORT_TEXT.seatsLeft, ...columns.map((group) => plain(group.seatsLeft))],
    [REPORT_TEXT.median, ...columns.map((group) => duration(group.medianFirstResponseMinutes))],
  ]);
  expect(report.classes.map((group) => group.seats)).toEqual([20, 30, 30]);
  // The demo's enquiries are in the season, so the total has some to count.
  expect(report.total.counts.enquiries).toBeGreaterThan(0);

  const bySource = page.getByRole("table", { name: REPORT_TEXT.sourceCaption("2027–28") });
  await expectRows(
    bySource,
    report.sources.map((group) => [
      group.name,
      ...SEASON_MEASURES.map((measure) => countText(group, measure)),
      duration(group.medianFirstResponseMinutes),
    ]),
  );
  await expectNoAxeViolations(page);

  // The wide tables scroll inside their own regions, on a phone too: never the page.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The year chosen with the GET form: its id in the address, with or without JavaScript.
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`${stage.url()}/staff/report?yearId=${report.year.id}`);
  await expect(byClass).toBeVisible();

  // The CSV: the same numbers, a line per class, the total and each source.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^season-2027-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv
    .slice(1)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => match[1]!.replace(/""/g, '"')));
  const cell = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  expect(lines.slice(1)).toEqual(
    [...report.classes.map((group) => ["Class", group]), ["Total", report.total], ...report.sources.map((group) => ["Source", group])].map(
      ([kind, group]) => {
        const row = group as Group;
        return [
          "2027–28",
          kind as string,
          row.name,
          cell(row.seats),
          cell(row.seatsLeft),
          ...SEASON_MEASURES.map((measure) => cell(row.counts[measure])),
          ...SEASON_MEASURES.slice(1, 9).map((measure) => cell(row.conversions[measure])),
          cell(row.medianFirstResponseMinutes),
        ];
      },
    ),
  );
  // A download leaves the page as it was.
  await expect(page.getByRole("heading", { level: 1, name: "The Season at a Glance" })).toBeVisible();
});

test(
  "another school's year is a 404 in the console; a parent's account gets the site's 404, anonymous visitors the sign-in page",
  onlyIn("desktop-js"),
  async ({ page, stage, browser }, testInfo) => {
    // Staff of school A asking for school B's year: the one 404, the console around it.
    const [yearB] = stage.query<{ id: number }>(
      "select admissionYears.id from admissionYears join clients on clients.id = admissionYears.clientId where clients.clientName = ?",
      demoSchools[1]!.client.clientName,
    );
    await signIn(page, `${stage.url()}/login`, staff.email, staff.password);
    await page.waitForURL(/\/staff$/);
    for (const path of [`/staff/report?yearId=${yearB!.id}`, "/staff/report?yearId=two"]) {
      const response = await page.goto(`${stage.url()}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    }
    expect((await page.request.get(`${stage.url()}/staff/report/export?yearId=${yearB!.id}`)).status()).toBe(404);

    // Anonymous: to sign in first, and nothing of the report on the way, the CSV neither.
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(`${stage.url()}/staff/report`);
    await expect(visitor).toHaveURL(`${stage.url()}/login?redirectTo=%2Fstaff%2Freport`);
    const file = await visitor.request.get(`${stage.url()}/staff/report/export`, { maxRedirects: 0 });
    expect(file.status()).toBe(302);
    expect(file.headers()["content-type"] ?? "").not.toContain("text/csv");
    await anonymous.close();

    // A parent's account: the site's ordinary 404, for the page and the CSV.
    const name = unique("Ritu", testInfo);
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
    const password = "Amber-Willow-Canal-58";
    expect((await callProvider(stage, "/auth/register", { json: { name, mobile: "9876501235", email, password, domain: "localhost" } })).status).toBe(
      202,
    );
    const token = new URLSearchParams(mailedLink(stage, email, "/register/confirm").split("?")[1]).get("token");
    expect((await callProvider(stage, "/auth/confirm", { json: { token, domain: "localhost" } })).status).toBe(201);
    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    await signIn(parent, `${stage.url()}/login`, email, password);
    await expect(parent).toHaveURL(`${stage.url()}/account`);
    const response = await parent.goto(`${stage.url()}/staff/report`);
    expect(response?.status()).toBe(404);
    await expect(parent.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(parent.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
    expect((await parent.request.get(`${stage.url()}/staff/report/export`)).status()).toBe(404);
    await parentContext.close();
  },
);
