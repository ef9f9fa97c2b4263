import { answerOffer } from "~/models/offers.server";

type Show = (extra: { notice?: string; error?: string }, status?: number) => Promise<Response>;

/**
 * The family's answer to an offer (README "Admissions": "Offers and the waitlist"): the record as
 * it is after it, with the provider's sentence; a wrong pair is the page's one "not found"; an
 * offer that lapsed meanwhile, or a provider down, is said above the record, which stays shown.
 */
export async function answerTheOffer(
  pair: { clientId: number; reference: string; mobile: string },
  intent: "offer-accept" | "offer-decline",
  answer: { show: Show; notFound: () => Promise<Response> },
) {
  const answered = await answerOffer(pair, intent === "offer-accept" ? "accept" : "decline");
  if (answered.ok) return answer.show({ notice: answered.data.message });
  if (answered.status === 404) return answer.notFound();
  return answer.show({ error: answered.message }, answered.status === 0 || answered.status >= 500 ? 503 : answered.status);
}
