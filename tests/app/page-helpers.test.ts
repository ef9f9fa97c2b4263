import { describe, expect, it } from "vitest";
import { createKeyRepeatLimiter } from "~/utils/key-repeat";
import { mapEmbedUrl } from "~/utils/map";
import { formatRupees } from "~/utils/money";
import { schoolJsonLd, serializeJsonLd } from "~/utils/json-ld";
import { schoolFacts } from "~/services/school.server";
import { addressLines } from "~/utils/school";

const client = {
  clientName: "Sunshine Kids Academy",
  fullLogoUrl: "/demo/sunshine/logo.svg",
  aboutUs: "A joyful play school.",
  contactPhone1: "9822041563",
  contactPhone2: "",
  whatsAppNumber1: "9822041563",
  contactEmail1: "admissions@sunshinekids.example.org",
  contactEmail2: "",
  addressLine1: "Plot 14, Sunshine Lane",
  addressLine2: "Baner",
  city: "Pune",
  state: "Maharashtra",
  pinCode: "411045",
};

describe("fees in rupees (SPEC §3)", () => {
  it("formats with the rupee sign and Indian digit grouping", () => {
    expect(formatRupees(5000)).toBe("₹5,000");
    expect(formatRupees(1500)).toBe("₹1,500");
    expect(formatRupees(150000)).toBe("₹1,50,000");
  });
});

describe("lightbox key repeat limit (SPEC §9: 180 ms)", () => {
  it("drops a keydown within 180 ms of the last accepted one", () => {
    const accept = createKeyRepeatLimiter(180);
    expect(accept(1000)).toBe(true);
    expect(accept(1100)).toBe(false);
    expect(accept(1179)).toBe(false);
    expect(accept(1180)).toBe(true);
    expect(accept(1300)).toBe(false);
    expect(accept(1400)).toBe(true);
  });
});

describe("map (SPEC §2: zoom 15)", () => {
  it("centres on the school's address at zoom 15", () => {
    const url = new URL(mapEmbedUrl(addressLines(schoolFacts(client).address)));
    expect(url.origin).toBe("https://maps.google.com");
    expect(url.searchParams.get("q")).toBe("Plot 14, Sunshine Lane, Baner, Pune, Maharashtra 411045");
    // SPEC §2: zoom 15.
    expect(url.searchParams.get("z")).toBe("15");
    expect(url.searchParams.get("output")).toBe("embed");
  });

  it("falls back to the fixed coordinates without an address", () => {
    expect(new URL(mapEmbedUrl([])).searchParams.get("q")).toMatch(/^-?\d+\.\d+,-?\d+\.\d+$/);
  });
});

describe("schema.org JSON-LD", () => {
  it("describes the school with absolute URLs on its canonical origin", () => {
    const data = schoolJsonLd(schoolFacts(client), "https://sunshine.example.org");
    expect(data).toMatchObject({
      "@type": "Preschool",
      name: "Sunshine Kids Academy",
      url: "https://sunshine.example.org/",
      // The logo's content-hashed name (README "Caching").
      logo: expect.stringMatching(/^https:\/\/sunshine\.example\.org\/demo\/sunshine\/logo\.[0-9a-f]{12}\.svg$/),
      telephone: "+91 9822041563",
      address: { streetAddress: "Plot 14, Sunshine Lane, Baner", addressLocality: "Pune", postalCode: "411045", addressCountry: "IN" },
    });
  });

  it("cannot close its script element, whatever a school's texts contain", () => {
    const text = serializeJsonLd(schoolJsonLd(schoolFacts({ ...client, clientName: "</script><script>alert(1)</script>" }), null));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});
