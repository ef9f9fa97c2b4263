import { demoSchools } from "../../../api/demo-data.js";
import { expect, expectFieldError, expectNoAxeViolations, openForm, readyAfter, test, unique } from "../forms/harness.js";
import { signIn } from "../staff/harness.js";

// README "Languages": the enquiry form and the testimonial form in Hindi, at 375 px without JavaScript (the action's checks)
// and at 1280 px with it (the browser's): every message in Hindi beside its field and linked to it,
// the typed values kept, a valid enquiry answered with the Hindi 'Saved' dialog, no axe violation;
// the school's inbox then says the family prefers Hindi.

const PATH = "/hi/contact/info";

const field = (id: string) => `#enquiry-form-${id}`;

test("the enquiry form speaks Hindi: its errors beside the fields, its values kept, its success", async ({ page, stage, javaScript }, testInfo) => {
  // Three submissions and two axe runs: more than the default minute on two shared cores.
  test.slow();
  let ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.locator("#enquiry-title")).toHaveText("हमें संदेश भेजें");
  await expect(page.locator(field("parentName"))).toHaveAccessibleName("अभिभावक का नाम");
  // "How did you hear about us?": Hindi words, the stored English value.
  await expect(page.locator(`${field("source")} option[value="Google Maps"]`)).toHaveText("गूगल मैप्स");
  await ready();

  // Empty: every required field says so in Hindi.
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expectFieldError(page.locator(field("parentName")), "अभिभावक का नाम आवश्यक है");
  await expectFieldError(page.locator(field("parentMobile")), "अभिभावक का मोबाइल नंबर आवश्यक है");
  await expectFieldError(page.locator(field("email")), "ई-मेल आवश्यक है");
  await expectFieldError(page.locator(field("message")), "संदेश आवश्यक है");

  // Invalid values: Hindi messages, the values kept.
  const parent = unique("Asha", testInfo);
  await page.locator(field("parentName")).fill(parent);
  await page.locator(field("parentMobile")).fill("12345");
  await page.locator(field("email")).fill("asha@");
  await page.locator(field("message")).fill("क्या जून से नर्सरी में सीट है?");
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expectFieldError(page.locator(field("parentMobile")), "कृपया सही 10 अंकों का मोबाइल नंबर लिखें");
  await expectFieldError(page.locator(field("email")), "कृपया सही ई-मेल पता लिखें");
  await expect(page.locator(field("parentName"))).toHaveValue(parent);
  await expect(page.locator(field("message"))).toHaveValue("क्या जून से नर्सरी में सीट है?");
  await expectNoAxeViolations(page);

  // Valid: the Hindi 'Saved' dialog, back on the Hindi page.
  ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  await page.locator(field("parentName")).fill(parent);
  await page.locator(field("parentMobile")).fill("9876543210");
  await page.locator(field("email")).fill("asha@example.org");
  await page.locator(field("message")).fill("क्या जून से नर्सरी में सीट है?");
  await ready();
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  const saved = page.locator("#enquiry-saved");
  await expect(saved).toBeVisible();
  await expect(saved).toContainText("सहेजा गया");
  await expect(saved).toContainText("हमें आपका अनुरोध मिल गया है, हमारी टीम जल्द ही आपसे संपर्क करेगी!");
  await expect(saved).toContainText("आपकी संदर्भ संख्या");
  expect(new URL(page.url()).pathname).toBe(PATH);
  await expectNoAxeViolations(page);

  // The school's inbox (English, as the console is) says the family prefers Hindi.
  const owner = demoSchools[0]!.accounts.find((account) => account.role === "owner")!;
  await signIn(page, `${stage.url()}/login`, owner.email, owner.password);
  await page.waitForURL(/\/staff/);
  await page.goto(`${stage.url()}/staff/inbox?${new URLSearchParams({ q: parent })}`);
  const row = page.getByRole(javaScript ? "row" : "article").filter({ hasText: parent });
  await expect(row).toContainText("prefers Hindi");
});

const TESTIMONIALS = "/hi/admissions/parentTestimonials";
const testimonial = (id: string) => `#testimonial-form-${id}`;

test("the testimonial form speaks Hindi: its errors beside the fields, its values kept, its 'Saved' dialog", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  test.slow();
  const open = async () => {
    const ready = await openForm(page, `${stage.url()}${TESTIMONIALS}`, javaScript, "main");
    await page.getByRole(javaScript ? "button" : "link", { name: "अपना अनुभव भेजें" }).click();
    await expect(page.getByRole("dialog", { name: "अपना अनुभव लिखें" })).toBeVisible();
    // Without JavaScript the link loaded the page again, with a new form.
    return javaScript ? ready : readyAfter(page);
  };
  const send = () => page.locator("button[form=testimonial-form]").click();

  let ready = await open();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.locator(testimonial("title"))).toHaveAccessibleName("नाम");
  await ready();
  await send();
  await expectFieldError(page.locator(testimonial("title")), "नाम आवश्यक है");
  await expectFieldError(page.locator(testimonial("mobile")), "मोबाइल नंबर आवश्यक है");
  await expectFieldError(page.locator(testimonial("description")), "आपका अनुभव लिखना आवश्यक है");

  const name = unique("Pooja", testInfo);
  await page.locator(testimonial("title")).fill(name);
  await page.locator(testimonial("mobile")).fill("12345");
  await page.locator(testimonial("description")).fill("शिक्षक बहुत धैर्यवान हैं।");
  await send();
  await expectFieldError(page.locator(testimonial("mobile")), "मोबाइल नंबर सही नहीं है");
  await expect(page.locator(testimonial("title"))).toHaveValue(name);
  await expect(page.locator(testimonial("description"))).toHaveValue("शिक्षक बहुत धैर्यवान हैं।");
  await expectNoAxeViolations(page);

  ready = await open();
  await page.locator(testimonial("title")).fill(name);
  await page.locator(testimonial("mobile")).fill("9822041563");
  await page.locator(testimonial("description")).fill("शिक्षक बहुत धैर्यवान हैं।");
  await ready();
  await send();
  const saved = page.locator("#testimonial-saved");
  await expect(saved).toBeVisible();
  await expect(saved).toContainText("सहेजा गया");
  await expect(saved).toContainText("अपना अनुभव साझा करने के लिए धन्यवाद! स्कूल की स्वीकृति के बाद आपका अनुभव इस पृष्ठ पर दिखेगा।");
  expect(new URL(page.url()).pathname).toBe(TESTIMONIALS);
  expect(stage.query<{ language: string }>("select language from testimonials where title = ?", name)).toEqual([{ language: "hi" }]);
  await expectNoAxeViolations(page);
});
