import { describe, expect, it } from "vitest";
import { meetsRule, monthsOld, ruleInWords, ruleMessage } from "../../shared/age-rules";

// A class's age rule (README "Admissions"), as Delhi writes it for 2027–28: Nursery "3 to under 4
// on 31 March 2027". The same arithmetic runs on the form, in the site's action and in the provider.

const NURSERY = { minMonths: 36, underMonths: 48, ageOn: "2027-03-31" };
const KG = { minMonths: 48, underMonths: 60, ageOn: "2027-03-31" };

describe("age on the cut-off date", () => {
  it("counts whole months, a month complete on the same day of the month", () => {
    expect(monthsOld("2024-03-31", "2027-03-31")).toBe(36);
    expect(monthsOld("2023-04-01", "2027-03-31")).toBe(47);
    expect(monthsOld("2023-03-31", "2027-03-31")).toBe(48);
    expect(monthsOld("2024-04-01", "2027-03-31")).toBe(35);
  });

  it("has no age for a date that does not exist or a child born after the cut-off", () => {
    expect(monthsOld("2024-02-30", "2027-03-31")).toBeNull();
    expect(monthsOld("31/03/2024", "2027-03-31")).toBeNull();
    expect(monthsOld("2027-04-01", "2027-03-31")).toBeNull();
  });
});

describe("a rule met or not", () => {
  it("takes a child of 3 to under 4 on 31 March 2027 into Nursery and no other class", () => {
    for (const born of ["2024-03-31", "2023-04-01", "2023-10-15"]) {
      expect(meetsRule(NURSERY, born)).toBe(true);
      expect(meetsRule(KG, born)).toBe(false);
    }
  });

  it("sends a child who turned 4 by the cut-off to KG, and a child under 3 to neither", () => {
    expect(meetsRule(NURSERY, "2023-03-31")).toBe(false);
    expect(meetsRule(KG, "2023-03-31")).toBe(true);
    expect(meetsRule(NURSERY, "2024-04-01")).toBe(false);
    expect(meetsRule(KG, "2024-04-01")).toBe(false);
  });
});

describe("the rule in words", () => {
  it("says whole years as the states do", () => {
    expect(ruleInWords(NURSERY)).toBe("3 to under 4 on 31 March 2027");
    expect(ruleMessage("Nursery", "2027–28", NURSERY)).toBe("For Nursery 2027–28 a child must be 3 to under 4 on 31 March 2027");
  });

  it("says years and months when a bound is not whole years", () => {
    expect(ruleInWords({ minMonths: 30, underMonths: 48, ageOn: "2026-06-30" })).toBe("2 years 6 months to under 4 years on 30 June 2026");
    expect(ruleInWords({ minMonths: 1, underMonths: 13, ageOn: "2026-06-30" })).toBe("1 month to under 1 year 1 month on 30 June 2026");
  });
});
