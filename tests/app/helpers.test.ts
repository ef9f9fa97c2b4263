import { describe, expect, it } from "vitest";
import { themeCss, themeFrom } from "~/utils/color";
import { readRouteErrors, uniqueMessages } from "~/utils/route-errors";
import { siteView } from "~/services/school.server";
import { phoneLabel, telHref } from "~/utils/phone";
import { parseHours } from "~/utils/school";
import { safeMediaUrl } from "~/utils/url";
import { formatIst } from "~/utils/when";

describe("school colours", () => {
  it("uses a valid brand colour on which white text reaches 4.5:1", () => {
    expect(themeFrom("#1E3A8A", "#FBBF24")).toEqual({ brand: "#1e3a8a", accent: "#fbbf24", accentText: "#000000" });
  });

  it("falls back when the brand colour is too light for white text or not a hex colour", () => {
    const fallback = themeFrom(undefined, undefined).brand;
    expect(themeFrom("#ffff00", undefined).brand).toBe(fallback);
    expect(themeFrom("red;}body{display:none", undefined).brand).toBe(fallback);
    // The fallback itself passes the 4.5:1 check: offered as a school's colour, it is kept.
    expect(fallback).not.toBe("#ffff00");
    expect(themeFrom(fallback, undefined).brand).toBe(fallback);
  });

  it("picks white text on a dark accent", () => {
    expect(themeFrom(undefined, "#7c2d12").accentText).toBe("#ffffff");
  });

  it("writes only the validated values into the CSS", () => {
    expect(themeCss(themeFrom("#123456", "</style><script>"))).toBe(":root{--brand:#123456;--accent:#f59e0b;--accent-contrast:#000000}");
  });
});

describe("links and media", () => {
  it("prefixes phone links with +91 (SPEC §9)", () => {
    expect(telHref("98765 43210")).toBe("tel:+919876543210");
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
    expect(phoneLabel("09876543210")).toBe("+91 9876543210");
  });

  it("accepts only site-relative or http(s) media URLs", () => {
    expect(safeMediaUrl("/demo/a.jpg", "/x")).toBe("/demo/a.jpg");
    expect(safeMediaUrl("https://cdn.example.com/a.jpg", "/x")).toBe("https://cdn.example.com/a.jpg");
    expect(safeMediaUrl("javascript:alert(1)", "/x")).toBe("/x");
    expect(safeMediaUrl("//evil.example/a.jpg", "/x")).toBe("/x");
    expect(safeMediaUrl("", "/x")).toBe("/x");
  });
});

describe("site view", () => {
  it("an unknown school shows the fallback texts and no contact data", () => {
    const view = siteView(null);
    expect(view.known).toBe(false);
    expect(view.about).toMatch(/joyful play school/i);
    expect(view.phones).toEqual([]);
    expect(view.addressLines).toEqual([]);
    // The fallback logo (and icon) under its content-hashed name (README "Caching").
    expect(view.logoUrl).toMatch(/^\/favicon\.[0-9a-f]{12}\.svg$/);
  });

  it("a known school without about text still gets the fallback about text", () => {
    const view = siteView({
      clientName: "Sunshine Kids",
      fullLogoUrl: "",
      aboutUs: "  ",
      contactPhone1: "9876543210",
      contactPhone2: "",
      whatsAppNumber1: "",
      contactEmail1: "a@example.com",
      contactEmail2: "b@example.com",
      addressLine1: "1 Main Road",
      addressLine2: "",
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411001",
    });
    expect(view.name).toBe("Sunshine Kids");
    expect(view.about).toMatch(/joyful play school/i);
    expect(view.logoUrl).toMatch(/^\/favicon\.[0-9a-f]{12}\.svg$/);
    expect(view.phones).toEqual(["9876543210"]);
    expect(view.emails).toEqual(["a@example.com", "b@example.com"]);
    expect(view.addressLines).toEqual(["1 Main Road", "Pune, Maharashtra 411001"]);
  });
});

describe("list errors from route data", () => {
  it("reads `errors: string[]` and ignores anything else", () => {
    expect(readRouteErrors({ errors: ["A", 3, "", "B"] })).toEqual(["A", "B"]);
    expect(readRouteErrors(null)).toEqual([]);
    expect(readRouteErrors({ errors: "A" })).toEqual([]);
  });

  it("one toast per distinct message", () => {
    expect(uniqueMessages(["A", "B", "A"])).toEqual(["A", "B"]);
  });
});

describe("the school's own texts (tagline, ages, hours)", () => {
  const school = {
    clientName: "Sunshine Kids",
    fullLogoUrl: "",
    aboutUs: "",
    contactPhone1: "",
    contactPhone2: "",
    whatsAppNumber1: "",
    contactEmail1: "",
    contactEmail2: "",
    addressLine1: "",
    addressLine2: "",
    city: "",
    state: "",
    pinCode: "",
  };

  it("reads hours a line a row, days and time split at the first ': '", () => {
    expect(parseHours("Monday – Friday: 8:30 AM – 5:00 PM\r\n\n  Saturday: 9:00 AM – 1:00 PM \nBy appointment")).toEqual([
      { days: "Monday – Friday", time: "8:30 AM – 5:00 PM" },
      { days: "Saturday", time: "9:00 AM – 1:00 PM" },
      { days: "By appointment", time: "" },
    ]);
  });

  it("are kept when the school gives them, and empty (the pages' SPEC texts) when it does not", () => {
    const own = siteView({
      ...school,
      tagline: " Play and grow. ",
      ageRange: "2 to 5 years",
      openingHours: "8:00 AM - 4:00 PM",
      officeHours: "Mon: 8 AM",
      schoolHours: "",
    });
    expect(own).toMatchObject({
      tagline: "Play and grow.",
      ageRange: "2 to 5 years",
      openingHours: "8:00 AM - 4:00 PM",
      officeHours: [{ days: "Mon", time: "8 AM" }],
      schoolHours: [],
    });
    // Another provider may not send the fields at all.
    expect(siteView(school)).toMatchObject({ tagline: "", ageRange: "", openingHours: "", officeHours: [], schoolHours: [] });
  });
});

describe("formatIst: a moment as staff in India read it, the zone named", () => {
  it("writes day, month, year and 24-hour time in IST", () => {
    expect(formatIst("2026-11-25T08:35:00.000Z")).toBe("25 Nov 2026, 14:05 IST");
    expect(formatIst("2026-12-31T19:00:00.000Z")).toBe("1 Jan 2027, 00:30 IST");
    expect(formatIst("not a date")).toBe("not a date");
  });
});
