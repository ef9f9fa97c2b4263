import { applyToPlaygroup } from "../forms/applications.js";
import { expect, expectFieldError, expectNoAxeViolations, openForm, test } from "../forms/harness.js";

// README "Languages": the family's status page in Hindi, at 375 px without JavaScript (the action's
// checks) and at 1280 px with it (the browser's): the look-up's error in Hindi beside its field,
// then an application's record — its stage, its documents (the school's Hindi names for them) and
// its registration fee in rupees — in Hindi, with no axe violation.

const PATH = "/hi/admissions/status";

test("the status page speaks Hindi: the look-up's error, an application's stage, documents and fee", async ({ page, stage, javaScript }) => {
  // Two look-ups and two axe runs on two shared cores.
  test.slow();
  const main = page.getByRole("main");
  await openForm(page, `${stage.url()}${PATH}`, javaScript, "#status-lookup");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपनी स्थिति देखें");

  // Sent without a reference: the message in Hindi, beside the field and linked to it.
  await main.getByLabel("मोबाइल नंबर", { exact: true }).fill("9876543210");
  await main.getByRole("button", { name: "स्थिति देखें" }).click();
  await expectFieldError(main.getByLabel("संदर्भ संख्या", { exact: true }), "संदर्भ संख्या आवश्यक है");
  await expectNoAxeViolations(page);

  // An application's record: its stage, its documents and its fee, in Hindi.
  const family = await applyToPlaygroup(stage);
  await main.getByLabel("संदर्भ संख्या", { exact: true }).fill(family.reference);
  await main.getByLabel("मोबाइल नंबर", { exact: true }).fill(family.mobile);
  await main.getByRole("button", { name: "स्थिति देखें" }).click();
  const result = main.getByRole("region", { name: `${family.reference} की स्थिति` });
  await expect(result).toBeVisible();
  await expect(result).toContainText("प्राप्त हुआ");
  await expect(result).toContainText("स्कूल को आपका आवेदन मिल गया है और वह जल्द ही आपसे संपर्क करेगा।");
  expect(new URL(page.url()).pathname).toBe(PATH);

  const documents = result.getByRole("region", { name: "दस्तावेज़" });
  await expect(documents).toContainText("अभी चाहिए: जन्म प्रमाण पत्र");
  await expect(documents.getByRole("form", { name: "जन्म प्रमाण पत्र अपलोड करें" })).toBeVisible();
  await expect(documents.getByLabel("जन्म प्रमाण पत्र की तस्वीर या PDF")).toBeVisible();

  const fee = result.getByRole("region", { name: "पंजीकरण शुल्क" });
  await expect(fee.getByRole("definition").first()).toHaveText("₹500");
  await expect(fee.getByRole("img", { name: "₹500 के भुगतान के लिए UPI QR कोड" })).toBeVisible();
  await expect(fee.getByRole("link", { name: "UPI ऐप में खोलें" })).toBeVisible();
  await expect(fee.getByLabel("UPI लेन-देन संदर्भ संख्या (UTR)")).toBeVisible();
  await expectNoAxeViolations(page);
});
