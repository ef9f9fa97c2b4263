/**
 * A school's public content changed under the staff console, so every cached copy of that list
 * must go (DESIGN.md "Scale": server.ts drops its cache and announces it to other instances).
 */
export interface ContentChange {
  clientId: number;
  list: "testimonials" | "carousel" | "gallery" | "team" | "events" | "story" | "missionAndVision";
}

export type OnContentChange = (change: ContentChange) => void;
