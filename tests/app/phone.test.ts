import { describe, expect, it } from "vitest";
import { phoneLabel, telHref, whatsAppHref } from "~/utils/phone";

// SPEC §2 "Contact Information" and §9: phone numbers shown as '+91 …' with tel links; the Support
// page's Live Chat opens WhatsApp with a prefilled 'Hello'.

describe("phone numbers", () => {
  it("shows a 10-digit number as +91 followed by the number", () => {
    expect(phoneLabel("9822041563")).toBe("+91 9822041563");
    expect(telHref("9822041563")).toBe("tel:+919822041563");
  });

  it("does not double the country code or keep a trunk zero", () => {
    expect(phoneLabel("+91 98220 41563")).toBe("+91 9822041563");
    expect(phoneLabel("919822041563")).toBe("+91 9822041563");
    expect(phoneLabel("09822041563")).toBe("+91 9822041563");
    expect(telHref("+91-98220-41563")).toBe("tel:+919822041563");
  });

  it("keeps only digits in the link", () => {
    expect(phoneLabel("(982) 204-1563")).toBe("+91 9822041563");
    expect(telHref(" 98220 41563 ")).toBe("tel:+919822041563");
  });

  it("opens WhatsApp on the Indian number with the greeting", () => {
    expect(whatsAppHref("9845012376")).toBe("https://wa.me/919845012376?text=Hello");
    expect(whatsAppHref("+91 98450 12376")).toBe("https://wa.me/919845012376?text=Hello");
    expect(whatsAppHref("9845012376", "Hello, I have a question")).toBe("https://wa.me/919845012376?text=Hello%2C%20I%20have%20a%20question");
  });
});
