import { demoSchools } from "../../../api/demo-data.js";
import { alternate, expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";

// SPEC §2 "Static program and marketing pages": six cards each, with the spec's titles, and a
// button. Where the spec shows no action, enrolment buttons open the enrollment form and contact
// buttons the contact page.

const PROGRAMS = [
  {
    path: "/programs/preschool/earlyChildhoodDevelopment",
    title: "Early Childhood Development",
    cards: [
      "Cognitive Development",
      "Emotional Intelligence",
      "Social Interaction",
      "Language & Literacy",
      "Physical Coordination",
      "Creative Expression",
    ],
    button: "Contact Us Today",
    to: "/contact/info",
  },
  {
    path: "/programs/preschool/interactiveLearning",
    title: "Interactive Learning",
    cards: ["Smart Classrooms", "Gamified Learning", "Hands-on Activities", "Collaborative Projects", "Digital Tools", "Virtual Exploration"],
    button: "Enroll Now",
    to: "/admissions/enrollmentForm?program=interactiveLearning",
  },
  {
    path: "/programs/dayCareService",
    title: "Day Care Services",
    cards: ["Safe Environment", "Trained Caregivers", "Nutritious Meals", "Learning Through Play", "Nap & Rest Time", "Daily Updates"],
    button: "Contact Us",
    to: "/contact/info",
  },
  {
    path: "/programs/summerCamps",
    title: "Summer Camps",
    cards: ["Adventure Games", "Creative Workshops", "STEM Activities", "Music & Dance", "Water Fun", "Personality Development"],
    button: "Register Now",
    to: "/admissions/enrollmentForm?program=summerCamps",
  },
  {
    path: "/programs/afterSchoolActivities",
    title: "After Hours Activities",
    cards: ["Homework Support", "Arts & Crafts", "Dance & Movement", "Music Lessons", "Language Enrichment", "Group Games & Sports"],
    button: "Join the Program",
    to: "/admissions/enrollmentForm?program=afterSchoolActivities",
  },
];

for (const [index, program] of PROGRAMS.entries()) {
  // Alternate the schools, so that each school's name is checked on program pages too.
  const url = index % 2 === 0 ? SCHOOL_A : SCHOOL_B;
  const school = demoSchools[index % 2]!.client.clientName;

  test(`${program.title}: six cards and '${program.button}'`, alternate(index), async ({ page }) => {
    expect((await page.goto(`${url}${program.path}`))?.status()).toBe(200);
    await expect(page).toHaveTitle(`${program.title} | ${school}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(school));
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: program.title })).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const [position, card] of program.cards.entries()) {
      await expect(cards.nth(position).getByRole("heading", { name: card, exact: true })).toBeVisible();
    }
    const button = page.getByRole("main").getByRole("link", { name: program.button, exact: true });
    await expect(button).toHaveAttribute("href", program.to);
    await expectNoAxeViolations(page);
  });
}
