import { phoneDigits } from "./url";

/**
 * WhatsApp chat link for the Support page's Live Chat card (SPEC §2: "opens a chat link with a
 * prefilled 'Hello' greeting"). Numbers are Indian (SPEC §9: +91), wa.me wants the country code
 * without "+". The tel: and "+91 …" forms live beside phoneDigits in utils/url.ts (the layout
 * uses them too).
 */
export function whatsAppHref(phone: string, greeting = "Hello"): string {
  return `https://wa.me/91${phoneDigits(phone)}?text=${encodeURIComponent(greeting)}`;
}
