import type { ErasureCounts } from "~/models/staffErasure.server";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 enrollment, 2 enquiries, 0 visits and 0 testimonials" */
export function describeCounts(counts: ErasureCounts): string {
  const parts = [
    plural(counts.enrollments, "enrollment", "enrollments"),
    plural(counts.enquiries, "enquiry", "enquiries"),
    plural(counts.visits, "visit", "visits"),
    plural(counts.testimonials, "testimonial", "testimonials"),
  ];
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export const total = (counts: ErasureCounts) => counts.enrollments + counts.enquiries + counts.visits + counts.testimonials;
