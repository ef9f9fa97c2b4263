import { describe, expect, it } from "vitest";
import { readInboxFilters, readModerationFilter, readPage, withParams } from "~/utils/staff";
import { LIST_SCHEMAS } from "~/utils/site-list-schemas";
import { statusChangeSchema, statusLookupSchema } from "~/utils/staff-schemas";

describe("the console's list parameters (GET forms and links)", () => {
  it("reads the inbox's filters; anything unknown is 'any', the search trimmed to 100 characters", () => {
    expect(readInboxFilters(new URLSearchParams("kind=enquiry&status=contacted&q=  Asha   Rao &view=overdue"))).toEqual({
      kind: "enquiry",
      status: "contacted",
      q: "Asha Rao",
      view: "overdue",
    });
    expect(readInboxFilters(new URLSearchParams("kind=visit&status=noShow&view=mine"))).toEqual({
      kind: "visit",
      status: "noShow",
      q: "",
      view: "mine",
    });
    expect(readInboxFilters(new URLSearchParams("kind=everything&status=lost&view=all-of-it"))).toEqual({
      kind: "all",
      status: "",
      q: "",
      view: "",
    });
    expect(readInboxFilters(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
  });

  it("reads the page and the testimonials' tab", () => {
    expect(readPage(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["page=0", "page=-1", "page=2.5", "page=abc", ""]) expect(readPage(new URLSearchParams(bad))).toBe(1);
    expect(readModerationFilter(new URLSearchParams("status=approved"))).toBe("approved");
    expect(readModerationFilter(new URLSearchParams("status=deleted"))).toBe("pending");
  });

  it("builds a list's link with one value changed, leaving empty values and page 1 out", () => {
    expect(withParams({ kind: "all", status: "", q: "Asha" }, { page: 2 })).toBe("?kind=all&q=Asha&page=2");
    expect(withParams({ status: "" }, { page: 1 })).toBe("");
  });
});

describe("the console's and the status page's schemas", () => {
  it("a status change takes one of the statuses and an optional note, line breaks as LF", () => {
    expect(statusChangeSchema.safeParse({ status: "contacted", note: "Called.\r\nVisit Monday." }).data).toEqual({
      status: "contacted",
      note: "Called.\nVisit Monday.",
    });
    expect(statusChangeSchema.safeParse({ status: "contacted" }).data).toEqual({ status: "contacted", note: "" });
    expect(statusChangeSchema.safeParse({ status: "archived" }).error?.issues[0]?.message).toBe("Choose a status");
    expect(statusChangeSchema.safeParse({ status: "new", note: "x".repeat(2001) }).success).toBe(false);
  });

  it("a lookup reads the reference and the mobile number as parents type them", () => {
    expect(statusLookupSchema.safeParse({ reference: " sun 7k3q9", mobile: "+91 98220-00101" }).data).toEqual({
      reference: "SUN-7K3Q9",
      mobile: "9822000101",
    });
    expect(statusLookupSchema.safeParse({ reference: "SUN-7K3Q0", mobile: "9822000101" }).error?.issues[0]?.message).toBe(
      "Enter the reference as it was shown, such as ABC-7K3Q9",
    );
  });

  it("a fee's amount is refused as the provider refuses it, each mistake with its own message", () => {
    const fee = { name: "Art Club Fee", frequency: "perTerm" };
    const message = (amount?: string) => LIST_SCHEMAS.fees.schema.safeParse({ ...fee, amount }).error?.issues[0]?.message;
    expect(message("-500")).toBe("Amount cannot be negative: write 0 for a fee that is free");
    expect(message("five hundred")).toBe("Amount must be a number of rupees, such as 5000");
    expect(message("499.50")).toBe("Amount must be whole rupees, without paise");
    expect(message(undefined)).toBe("Amount is required");
    expect(message("100000001")).toBe("Amount must be at most ₹1,00,00,000");
    for (const amount of ["0", "₹1,200", "Rs. 1,00,000/-", "2500.00"]) expect(message(amount)).toBeUndefined();
  });
});
