import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { demoSchools } from "../../api/demo-data.js";
import { qs, startTestApi, type TestApi } from "./harness.js";

// SPEC §7 lists: `{ data, count }`, count = all matching rows, pageNo/pageSize paging,
// deleted=false, client scoping by clientId, mediaType on the gallery.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const [demoA, demoB] = demoSchools;

/** README "Languages": each row of the school's own words answers its versions beside SPEC's fields. */
const translations = z.record(z.record(z.string()));

const shapes = {
  "/carousel/all": z.object({ id: z.number(), imageUrl: z.string(), title: z.string(), translations }).strict(),
  "/gallery/all": z
    .object({
      id: z.number(),
      mediaUrl: z.string().min(1),
      mediaType: z.enum(["image", "video"]),
      caption: z.string(),
      categoryId: z.number().nullable(),
      categoryName: z.string(),
      translations,
    })
    .strict(),
  "/ourTeam/all": z
    .object({ id: z.number(), imageUrl: z.string(), name: z.string(), designation: z.string(), translations })
    .strict(),
  "/testimonial/all": z.object({ id: z.number(), title: z.string(), description: z.string(), createdAt: z.string() }).strict(),
  "/missionAndVision/all": z
    .object({
      id: z.number(),
      type: z.enum(["mission", "vision", "coreValues"]),
      title: z.string(),
      description: z.string(),
      imageUrl: z.string(),
      translations,
    })
    .strict(),
  "/ourStory/all": z
    .object({ id: z.number(), year: z.string(), title: z.string(), description: z.string(), iconUrl: z.string(), translations })
    .strict(),
  "/event/all": z
    .object({
      id: z.number(),
      type: z.enum(["image", "video"]),
      mediaUrl: z.string(),
      title: z.string(),
      description: z.string(),
      translations,
    })
    .strict(),
  "/category/all": z.object({ id: z.number(), name: z.string(), translations }).strict(),
} as const;

type ListPath = keyof typeof shapes;

/** What each list should hold for a demo school, from the seed data itself. */
function expected(school: (typeof demoSchools)[number], path: ListPath): string[] {
  switch (path) {
    case "/carousel/all":
      return school.carousel.map((item) => item.imageUrl);
    case "/gallery/all":
      return school.gallery.map((item) => item.mediaUrl);
    case "/ourTeam/all":
      return school.team.map((item) => item.name);
    case "/testimonial/all":
      return school.testimonials.filter((item) => item.approved).map((item) => item.title);
    case "/missionAndVision/all":
      return school.missionAndVision.map((item) => item.title);
    case "/ourStory/all":
      return school.ourStory.map((item) => item.title);
    case "/event/all":
      return school.events.map((item) => item.title);
    case "/category/all":
      return school.categories;
  }
}

function key(path: ListPath, item: Record<string, unknown>): unknown {
  if (path === "/carousel/all") return item.imageUrl;
  if (path === "/gallery/all") return item.mediaUrl;
  if (path === "/ourTeam/all" || path === "/category/all") return item.name;
  return item.title;
}

const paths = Object.keys(shapes) as ListPath[];

describe.each(paths)("GET %s", (path) => {
  it("answers { data, count } of the right shape, scoped to the school", async () => {
    for (const [school, clientId] of [
      [demoA!, api.schoolA],
      [demoB!, api.schoolB],
    ] as const) {
      const res = await api.get(path + qs({ pageNo: 1, pageSize: 1000, deleted: "false", clientId }));
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["count", "data"]);
      const items = z.array(shapes[path]).parse(res.body.data);
      const want = expected(school, path);
      expect(res.body.count).toBe(want.length);
      expect(items.map((item) => key(path, item)).sort()).toEqual([...want].sort());
    }
  });

  it("pages with pageNo and pageSize while count stays the total", async () => {
    const total = expected(demoA!, path).length;
    expect(total).toBeGreaterThanOrEqual(2);
    const size = Math.ceil(total / 2);
    const first = await api.get(path + qs({ pageNo: 1, pageSize: size, deleted: "false", clientId: api.schoolA }));
    const second = await api.get(path + qs({ pageNo: 2, pageSize: size, deleted: "false", clientId: api.schoolA }));
    const beyond = await api.get(path + qs({ pageNo: 3, pageSize: size, deleted: "false", clientId: api.schoolA }));
    expect(first.body.data).toHaveLength(size);
    expect(second.body.data).toHaveLength(total - size);
    expect(beyond.body.data).toEqual([]);
    for (const res of [first, second, beyond]) expect(res.body.count).toBe(total);
    const ids = [...first.body.data, ...second.body.data].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(total);
  });

  it("defaults pageNo to 1 and pageSize to 10", async () => {
    const res = await api.get(path + qs({ clientId: api.schoolA }));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(Math.min(10, expected(demoA!, path).length));
  });

  it.each([
    [{}, "clientId"],
    [{ clientId: "abc" }, "clientId"],
    [{ clientId: "1 OR 1=1" }, "clientId"],
    [{ clientId: "-1" }, "clientId"],
    [{ clientId: "1", pageNo: "0" }, "pageNo"],
    [{ clientId: "1", pageNo: "x" }, "pageNo"],
    [{ clientId: "1", pageSize: "0" }, "pageSize"],
    [{ clientId: "1", pageSize: "1001" }, "pageSize"],
    [{ clientId: "1", deleted: "true" }, "deleted"],
  ])("rejects %o with 400 naming %s", async (params, field) => {
    const res = await api.get(path + qs(params));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
  });

  it("answers 404 with a message for an unknown client", async () => {
    const res = await api.get(path + qs({ pageNo: 1, pageSize: 10, deleted: "false", clientId: 999_999 }));
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/school/i);
  });
});

describe("filters", () => {
  it("gallery: mediaType narrows to images or videos with matching counts", async () => {
    const images = demoA!.gallery.filter((item) => item.mediaType === "image");
    const videos = demoA!.gallery.filter((item) => item.mediaType === "video");
    const imageRes = await api.get(
      "/gallery/all" + qs({ pageNo: 1, pageSize: 1000, mediaType: "image", deleted: "false", clientId: api.schoolA }),
    );
    const videoRes = await api.get(
      "/gallery/all" + qs({ pageNo: 1, pageSize: 1000, mediaType: "video", deleted: "false", clientId: api.schoolA }),
    );
    expect(imageRes.body.count).toBe(images.length);
    expect(imageRes.body.data.every((item: { mediaType: string }) => item.mediaType === "image")).toBe(true);
    expect(videoRes.body.count).toBe(videos.length);
    expect(videoRes.body.data.every((item: { mediaType: string }) => item.mediaType === "video")).toBe(true);
    const bad = await api.get("/gallery/all" + qs({ mediaType: "audio", clientId: api.schoolA }));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("mediaType");
  });

  it("gallery items carry their category's name", async () => {
    const res = await api.get("/gallery/all" + qs({ pageSize: 1000, clientId: api.schoolA }));
    for (const item of res.body.data) {
      const seeded = demoA!.gallery.find((g) => g.mediaUrl === item.mediaUrl);
      expect(item.categoryName).toBe(seeded?.categoryName);
    }
  });

  it("testimonials: only approved ones are listed", async () => {
    const unapproved = demoA!.testimonials.filter((t) => !t.approved).map((t) => t.title);
    expect(unapproved.length).toBeGreaterThan(0);
    const res = await api.get("/testimonial/all" + qs({ pageSize: 1000, clientId: api.schoolA }));
    const titles = res.body.data.map((t: { title: string }) => t.title);
    for (const title of unapproved) expect(titles).not.toContain(title);
  });

  it("soft-deleted rows leave the list and the count", async () => {
    const before = await api.get("/ourTeam/all" + qs({ pageSize: 1000, deleted: "false", clientId: api.schoolB }));
    const victim = before.body.data[0];
    await api.db.updateTable("teamMembers").set({ deleted: 1 }).where("id", "=", victim.id).execute();
    try {
      const after = await api.get("/ourTeam/all" + qs({ pageSize: 1000, deleted: "false", clientId: api.schoolB }));
      expect(after.body.count).toBe(before.body.count - 1);
      expect(after.body.data.map((m: { id: number }) => m.id)).not.toContain(victim.id);
    } finally {
      await api.db.updateTable("teamMembers").set({ deleted: 0 }).where("id", "=", victim.id).execute();
    }
  });

  it("a soft-deleted school's lists answer 404", async () => {
    await api.db.updateTable("clients").set({ deleted: 1 }).where("id", "=", api.schoolB).execute();
    try {
      const res = await api.get("/carousel/all" + qs({ clientId: api.schoolB }));
      expect(res.status).toBe(404);
    } finally {
      await api.db.updateTable("clients").set({ deleted: 0 }).where("id", "=", api.schoolB).execute();
    }
  });
});
