import type { Locator, Page } from "@playwright/test";
import { expect, expectFieldError, expectNoAxeViolations, openForm, test, unique } from "../forms/harness.js";
import { slotValue, timeNumber } from "../forms/visits.js";

// README "Languages": the enrollment form and the visit booking in Hindi, at 375 px without
// JavaScript (the action's checks) and at 1280 px with it (the browser's): every message in Hindi
// beside its field, the class rules in Hindi words with the cut-off date through Intl, the typed
// values kept, a valid form answered in Hindi on the Hindi page, no axe violation.

const RULE = (name: string, from: number, under: number) =>
  `${name} 2027–28 के लिए बच्चे की आयु 31 मार्च 2027 को ${from} वर्ष या उससे अधिक, पर ${under} वर्ष से कम होनी चाहिए`;
const NURSERY = "नर्सरी 2027–28 (31 मार्च 2027 को 3 वर्ष या उससे अधिक, पर 4 वर्ष से कम)";
const NONE_FITS = [
  "इस जन्म तिथि के लिए आवेदन हेतु कोई कक्षा खुली नहीं है।",
  `${RULE("प्लेग्रुप", 2, 3)}।`,
  `${RULE("नर्सरी", 3, 4)}।`,
  `${RULE("केजी", 4, 5)}।`,
].join(" ");

const notifications = (page: Page) => page.getByRole("region", { name: "सूचनाएँ" });

test("the enrollment form speaks Hindi: its classes and rules, its errors beside the fields, its values kept, its success", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  // Three submissions and two axe runs: more than the default minute on two shared cores.
  test.slow();
  const path = "/hi/admissions/enrollmentForm";
  const field = (id: string): Locator => page.locator(`#enrollment-form-${id}`);
  const submit = () => page.getByRole("button", { name: "प्रवेश फ़ॉर्म भेजें" }).click();
  const ready = await openForm(page, `${stage.url()}${path}`, javaScript);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्रवेश फ़ॉर्म");
  await expect(field("parentContact")).toHaveAccessibleName("अभिभावक का संपर्क नंबर");
  // The school's class names in Hindi, each with its rule in Hindi words.
  await expect(field("classId").locator("option").nth(2)).toHaveText(NURSERY);
  await expect(field("gender").locator('option[value="female"]')).toHaveText("लड़की");
  await ready();

  // Empty: every required field says so in Hindi.
  await submit();
  await expectFieldError(field("childName"), "बच्चे का नाम आवश्यक है");
  await expectFieldError(field("gender"), "लिंग चुनना आवश्यक है");
  await expectFieldError(field("parentName"), "अभिभावक का नाम आवश्यक है");
  await expectFieldError(field("parentContact"), "अभिभावक का संपर्क नंबर आवश्यक है");
  await expectFieldError(field("address"), "पता आवश्यक है");

  // An invalid number: its Hindi message, the values kept.
  const child = unique("Tara", testInfo);
  await field("childName").fill(child);
  await field("childAge").fill("3");
  await field("gender").selectOption("female");
  await field("childDateOfBirth").fill("2019-10-15");
  await field("parentName").fill("कविता अय्यर");
  await field("parentContact").fill("12345");
  await field("address").fill("7 मंदिर मार्ग, पुणे");
  await submit();
  await expectFieldError(field("parentContact"), "अभिभावक का संपर्क नंबर ठीक 10 अंकों का होना चाहिए");
  await expect(field("childName")).toHaveValue(child);
  await expect(field("address")).toHaveValue("7 मंदिर मार्ग, पुणे");

  // A date of birth no class fits: the action says so with every rule, in Hindi.
  await field("parentContact").fill("9822041563");
  await submit();
  await expectFieldError(field("classId"), NONE_FITS);
  await expect(field("parentName")).toHaveValue("कविता अय्यर");
  await expectNoAxeViolations(page);

  // The right date and Nursery: the Hindi toast and reference, back on the Hindi page.
  await field("childDateOfBirth").fill("2023-10-15");
  await field("classId").selectOption({ label: NURSERY });
  await submit();
  await expect(notifications(page).getByText(`धन्यवाद! सनशाइन किड्स अकादमी को ${child} का प्रवेश फ़ॉर्म मिल गया है।`)).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText("आपकी संदर्भ संख्या");
  expect(new URL(page.url()).pathname).toBe(path);
  await expectNoAxeViolations(page);
});

test("the visit booking speaks Hindi: its times, its errors beside the fields, its values kept, the booking", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  test.slow();
  const path = "/hi/admissions/visit";
  const field = (id: string): Locator => page.locator(`#visit-form-${id}`);
  const submit = () => page.getByRole("button", { name: "स्कूल भ्रमण बुक करें" }).click();
  // A time of its own, the last, so tests sharing the stage never fill each other's: visit.spec.ts
  // takes the first seven, and Sunshine's three weekly times give eight or nine (by the day and
  // hour) in the 21 days from 12 hours ahead: a ninth did not exist on a Friday night in India.
  const time = await timeNumber(stage, -1);
  const ready = await openForm(page, `${stage.url()}${path}`, javaScript);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("स्कूल भ्रमण बुक करें");
  const times = page.getByRole("group", { name: "समय चुनें" });
  // The day and the clock through Intl hi-IN, the length and the places in Hindi words.
  await expect(times.getByRole("group").first()).toHaveAccessibleName(/^(सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार), \d+ \S+ \d{4}$/);
  await expect(times.locator("label").first()).toContainText(/(सुबह|दोपहर|शाम) \d+:\d{2} \(\d+ मिनट\)\d+ (जगह|जगहें) बाकी/);
  await ready();

  // Empty: the time and every required field, in Hindi.
  await submit();
  await expect(page.locator("#visit-form-slot-error")).toHaveText("स्कूल भ्रमण के लिए समय चुनें");
  await expectFieldError(field("parentName"), "अभिभावक का नाम आवश्यक है");
  await expectFieldError(field("parentMobile"), "अभिभावक का मोबाइल नंबर आवश्यक है");
  await expectFieldError(field("childName"), "बच्चे का नाम आवश्यक है");

  // An invalid mobile number: its Hindi message, the values kept.
  const parent = unique("Farah", testInfo);
  await page.locator(`input[type=radio][value="${slotValue(time)}"]`).check();
  await field("parentName").fill(parent);
  await field("parentMobile").fill("12345");
  await field("childName").fill("कबीर");
  await field("childDateOfBirth").fill("2021-08-09");
  await submit();
  await expectFieldError(field("parentMobile"), "कृपया सही 10 अंकों का मोबाइल नंबर लिखें");
  await expect(field("parentName")).toHaveValue(parent);
  await expect(field("childName")).toHaveValue("कबीर");
  await expectNoAxeViolations(page);

  // Valid: the booking in Hindi with its reference and "Add to calendar", and the Hindi toast.
  await field("parentMobile").fill("9822041563");
  await submit();
  const booked = page.getByRole("main").getByRole("status");
  await expect(booked.getByRole("heading", { name: "आपका स्कूल भ्रमण बुक हो गया है" })).toBeVisible();
  await expect(booked).toContainText("आपकी संदर्भ संख्या");
  await expect(booked).toContainText(`${time.lengthMinutes} मिनट के लिए`);
  await expect(booked.getByRole("button", { name: "कैलेंडर में जोड़ें" })).toBeVisible();
  await expect(notifications(page).getByText(/^धन्यवाद! सनशाइन किड्स अकादमी में आपका स्कूल भ्रमण .+ के लिए बुक हो गया है।$/)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  await expectNoAxeViolations(page);
});
