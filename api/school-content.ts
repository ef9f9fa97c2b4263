import { PROGRAMS, type SchoolContent } from "../shared/school-content.js";
import { insertDefaultTemplates } from "./admissions/templates.js";
import type { Db } from "./db.js";
import { demoTranslations } from "./demo-hindi.js";

/**
 * Writes where a school's pages start (README "Staff console": "Pages"): its fees, payment methods,
 * admission steps, FAQs, cards and directions, each list numbered 1…n. The demo schools start from
 * SPEC_CONTENT (api/seed.ts), a school of `npm run school -- create` from NEW_SCHOOL_CONTENT
 * (api/schools.ts); every program counts as offered until staff say otherwise. Both start with the
 * three message templates every school has (api/admissions/templates.ts). SPEC's texts come with
 * their Hindi versions (README "Languages"), shown once a school offers Hindi.
 */
export async function insertSchoolContent(db: Db, clientId: number, content: SchoolContent): Promise<void> {
  const numbered = <T extends object>(items: T[], texts: readonly string[]) =>
    items.map((item, index) => ({ ...item, translations: demoTranslations(item, texts), clientId, displayOrder: index + 1 }));
  const titled = ["title", "description"] as const;
  if (content.fees.length > 0)
    await db
      .insertInto("fees")
      .values(numbered(content.fees, ["name", "frequencyText", "note"]))
      .execute();
  if (content.paymentMethods.length > 0)
    await db.insertInto("paymentMethods").values(numbered(content.paymentMethods, titled)).execute();
  if (content.admissionSteps.length > 0)
    await db.insertInto("admissionSteps").values(numbered(content.admissionSteps, titled)).execute();
  for (const [topic, faqs] of [
    ["fees", content.feesFaqs],
    ["admission", content.admissionFaqs],
    ["support", content.supportFaqs],
  ] as const) {
    if (faqs.length > 0)
      await db
        .insertInto("faqs")
        .values(
          numbered(
            faqs.map((faq) => ({ ...faq, topic })),
            ["question", "answer"],
          ),
        )
        .execute();
  }
  const pages = [
    ["whyChooseUs", content.whyChooseUs] as const,
    ...PROGRAMS.map((program) => [program, content.programs[program]] as const),
  ];
  for (const [page, cards] of pages) {
    if (cards.length > 0)
      await db
        .insertInto("featureCards")
        .values(
          numbered(
            cards.map((card) => ({ ...card, page })),
            titled,
          ),
        )
        .execute();
  }
  if (content.directions.length > 0)
    await db
      .insertInto("directions")
      .values(numbered(content.directions, ["mode", "text"]))
      .execute();
  await insertDefaultTemplates(db, clientId);
}
