import { describe, expect, it } from "vitest";
import { CLASS_GALLERY_PER_VIEW, TEACHERS_PER_VIEW, chunk, perViewForWidth } from "~/utils/carousel";

describe("items per view (SPEC §2 Home)", () => {
  it("class gallery: 3, 2 below 1024 px, 1 below 768 px", () => {
    expect(perViewForWidth(1280, CLASS_GALLERY_PER_VIEW)).toBe(3);
    expect(perViewForWidth(1024, CLASS_GALLERY_PER_VIEW)).toBe(3);
    expect(perViewForWidth(1023, CLASS_GALLERY_PER_VIEW)).toBe(2);
    expect(perViewForWidth(768, CLASS_GALLERY_PER_VIEW)).toBe(2);
    expect(perViewForWidth(767, CLASS_GALLERY_PER_VIEW)).toBe(1);
    expect(perViewForWidth(375, CLASS_GALLERY_PER_VIEW)).toBe(1);
  });

  it("teachers: 4, 2 below 1024 px, 1 below 640 px", () => {
    expect(perViewForWidth(1440, TEACHERS_PER_VIEW)).toBe(4);
    expect(perViewForWidth(1024, TEACHERS_PER_VIEW)).toBe(4);
    expect(perViewForWidth(1023, TEACHERS_PER_VIEW)).toBe(2);
    expect(perViewForWidth(640, TEACHERS_PER_VIEW)).toBe(2);
    expect(perViewForWidth(639, TEACHERS_PER_VIEW)).toBe(1);
  });

  it("does not depend on the order of the rules", () => {
    const config = {
      base: 4,
      below: [
        { width: 640, perView: 1 },
        { width: 1024, perView: 2 },
      ],
    };
    expect(perViewForWidth(500, config)).toBe(1);
    expect(perViewForWidth(800, config)).toBe(2);
  });
});

describe("pages of a multi-item carousel", () => {
  it("groups items into pages of perView, the last one shorter", () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(chunk([1, 2], 3)).toEqual([[1, 2]]);
    expect(chunk([], 3)).toEqual([]);
    expect(chunk([1, 2], 0)).toEqual([[1], [2]]);
  });
});
