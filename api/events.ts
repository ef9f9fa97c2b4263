/**
 * A school's public content changed under the staff console, so every cached copy of that list
 * must go (DESIGN.md "Scale": server.ts drops its cache and announces it to other instances).
 */
export interface ContentChange {
  clientId: number;
  /** What changed: a list, or the school's own details (its tenant info: name, logo, colours, domains). */
  list: "testimonials" | "profile" | "carousel" | "gallery" | "team" | "events" | "story" | "missionAndVision";
  /** Hostnames added to or removed from the school: their cached host → school answers must go too. */
  domains?: string[];
}

export type OnContentChange = (change: ContentChange) => void;
