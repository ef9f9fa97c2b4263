import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "../../api/events.js";
import { smallPng } from "../fixtures/images.js";
import { authed, demoAccount, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// The school's own lists as staff edit them: every list lists hidden items too, adds, edits, hides,
// shows and moves; the public list (SPEC §7) follows at once; a school's staff never reach another
// school's items; bad input is a 400 naming its field and stores nothing.

let api: TestApi;
let sunshine: string;
let rainbow: string;
/** A photo each school uploaded through the pipeline (POST /staff/uploads). */
let UPLOAD = "";
let RAINBOW_UPLOAD = "";
const changes: ContentChange[] = [];

beforeAll(async () => {
  api = await startTestApi({ onContentChange: (change) => changes.push(change) });
  [sunshine, rainbow] = await Promise.all([signIn(api, demoAccount(0, "staff")), signIn(api, demoAccount(1, "owner"))]);
  const upload = async (token: string, width: number) => {
    const res = await api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
      body: new Uint8Array(await smallPng(width, 120)),
    });
    expect(res.status).toBe(201);
    return String(res.body.data.url);
  };
  UPLOAD = await upload(sunshine, 200);
  RAINBOW_UPLOAD = await upload(rainbow, 210);
});
afterAll(async () => {
  await api?.close();
});

const VIDEO = "https://youtu.be/dQw4w9WgXcQ?si=tracking";
const WATCH = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

type Row = Record<string, unknown> & { id: number; hidden: boolean };

interface Case {
  list: string;
  /** The public list (SPEC §7) and a query that selects this list's rows there. */
  publicPath: string;
  publicQuery?: Record<string, string>;
  valid: Record<string, string>;
  /** What a valid input is stored and shown as. */
  stored: Record<string, unknown>;
  edit: Record<string, string>;
  /** A field the public answer shows, to tell the rows apart. */
  key: string;
}

const CASES: Case[] = [
  {
    list: "carousel",
    publicPath: "/carousel/all",
    valid: { imageUrl: "@upload", title: "Our new reading corner" },
    stored: { imageUrl: "@upload", title: "Our new reading corner" },
    edit: { imageUrl: "@upload", title: "The reading corner, finished" },
    key: "title",
  },
  {
    list: "photos",
    publicPath: "/gallery/all",
    publicQuery: { mediaType: "image" },
    valid: { mediaUrl: "@upload", caption: "Clay models", categoryName: "Art Room" },
    stored: { mediaUrl: "@upload", caption: "Clay models", categoryName: "Art Room", mediaType: "image" },
    edit: { mediaUrl: "@upload", caption: "Clay models, dried", categoryName: "" },
    key: "caption",
  },
  {
    list: "videos",
    publicPath: "/gallery/all",
    publicQuery: { mediaType: "video" },
    valid: { mediaUrl: VIDEO, caption: "Sports day song", categoryName: "Songs" },
    stored: { mediaUrl: WATCH, caption: "Sports day song", mediaType: "video" },
    edit: { mediaUrl: "https://www.youtube.com/shorts/dQw4w9WgXcQ", caption: "Sports day song (short)", categoryName: "Songs" },
    key: "caption",
  },
  {
    list: "team",
    publicPath: "/ourTeam/all",
    valid: { name: "Ms. Kavya Rao", designation: "Music Teacher", imageUrl: "@upload" },
    stored: { name: "Ms. Kavya Rao", designation: "Music Teacher", imageUrl: "@upload" },
    edit: { name: "Ms. Kavya Rao", designation: "Head of Music", imageUrl: "" },
    key: "name",
  },
  {
    list: "events",
    publicPath: "/event/all",
    valid: { type: "video", mediaUrl: VIDEO, title: "Diwali play", description: "The little ones act out the story of lights." },
    stored: { type: "video", mediaUrl: WATCH, title: "Diwali play" },
    edit: { type: "image", mediaUrl: "@upload", title: "Diwali play photos", description: "The stage after the play." },
    key: "title",
  },
  {
    list: "story",
    publicPath: "/ourStory/all",
    valid: { year: "2024", title: "A second campus", description: "We opened in Baner.", iconUrl: "" },
    stored: { year: "2024", title: "A second campus", description: "We opened in Baner.", iconUrl: "" },
    edit: { year: "2025", title: "A second campus", description: "We opened in Baner, with a garden.", iconUrl: "@upload" },
    key: "title",
  },
  {
    list: "missionAndVision",
    publicPath: "/missionAndVision/all",
    valid: { type: "coreValues", title: "Kindness", description: "We look after each other.", imageUrl: "@upload" },
    stored: { type: "coreValues", title: "Kindness", description: "We look after each other.", imageUrl: "@upload" },
    edit: { type: "coreValues", title: "Kindness first", description: "We look after each other.", imageUrl: "@upload" },
    key: "title",
  },
];

const staffList = async (token: string, list: string): Promise<Row[]> => {
  const res = await api.get(`/staff/lists/${list}`, authed(token));
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.data.length);
  return res.body.data;
};
const publicKeys = async (c: Case, clientId = api.schoolA): Promise<unknown[]> => {
  const res = await api.get(c.publicPath + qs({ clientId, pageSize: 1000, ...c.publicQuery }));
  expect(res.status).toBe(200);
  return res.body.data.map((row: Record<string, unknown>) => row[c.key]);
};
/** "@upload" in a case stands for the school's uploaded photo (known once beforeAll ran). */
function withUpload<T extends Record<string, unknown>>(values: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === "@upload" ? UPLOAD : value]));
}
const post = (token: string | null, path: string, body?: Record<string, string>) =>
  api.post(`/staff/lists/${path}`, authed(token, body && withUpload(body)));

describe.each(CASES)("the $list list", (c) => {
  let id: number;

  it("adds an item at the end, on the public list at once", async () => {
    const before = await staffList(sunshine, c.list);
    changes.length = 0;
    const res = await post(sunshine, c.list, c.valid);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...withUpload(c.stored), hidden: false });
    id = res.body.data.id;
    const after = await staffList(sunshine, c.list);
    expect(after.map((row) => row.id)).toEqual([...before.map((row) => row.id), id]);
    expect((await publicKeys(c)).at(-1)).toBe(c.valid[c.key]);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.clientId).toBe(api.schoolA);
  });

  it("edits it", async () => {
    const res = await post(sunshine, `${c.list}/${id}/edit`, c.edit);
    expect(res.status).toBe(200);
    const row = (await staffList(sunshine, c.list)).find((item) => item.id === id);
    expect(row).toMatchObject({ [c.key]: c.edit[c.key] });
    expect(await publicKeys(c)).toContain(c.edit[c.key]);
  });

  it("hides it from the public list and keeps it for staff, then shows it again", async () => {
    const hide = await post(sunshine, `${c.list}/${id}/hide`);
    expect(hide.status).toBe(200);
    expect(hide.body.data.hidden).toBe(true);
    expect(await publicKeys(c)).not.toContain(c.edit[c.key]);
    expect((await staffList(sunshine, c.list)).find((item) => item.id === id)?.hidden).toBe(true);
    const show = await post(sunshine, `${c.list}/${id}/show`);
    expect(show.body.data.hidden).toBe(false);
    expect(await publicKeys(c)).toContain(c.edit[c.key]);
  });

  it("moves it up and down, and the public order follows", async () => {
    const order = (await staffList(sunshine, c.list)).map((row) => row.id);
    const up = await post(sunshine, `${c.list}/${id}/up`);
    expect(up.status).toBe(200);
    const moved = [...order.slice(0, -2), id, order.at(-2)];
    expect(up.body.data.map((row: Row) => row.id)).toEqual(moved);
    // displayOrder stays a plain sequence 1…n.
    expect(up.body.data.map((row: Row) => row.displayOrder)).toEqual(moved.map((_, index) => index + 1));
    const publicOrder = await publicKeys(c);
    expect(publicOrder.at(-2)).toBe(c.edit[c.key]);
    const down = await post(sunshine, `${c.list}/${id}/down`);
    expect(down.body.data.map((row: Row) => row.id)).toEqual(order);
    // The last one down stays last.
    const again = await post(sunshine, `${c.list}/${id}/down`);
    expect(again.status).toBe(200);
    expect(again.body.data.map((row: Row) => row.id)).toEqual(order);
  });

  it("is out of reach of another school's staff: their list, writes and ids", async () => {
    const theirs = await staffList(rainbow, c.list);
    expect(theirs.map((row) => row.id)).not.toContain(id);
    const mine = await staffList(sunshine, c.list);
    for (const action of ["edit", "hide", "show", "up", "down"]) {
      const res = await post(
        rainbow,
        `${c.list}/${id}/${action}`,
        action === "edit" ? { ...c.edit, [c.key]: "Taken over" } : undefined,
      );
      expect(res.status, action).toBe(404);
    }
    // Naming the other school outright is the same 404, and nothing is added anywhere.
    const foreign = await api.post(`/staff/lists/${c.list}` + qs({ clientId: api.schoolA }), authed(rainbow, c.valid));
    expect(foreign.status).toBe(404);
    expect((await api.get(`/staff/lists/${c.list}` + qs({ clientId: api.schoolA }), authed(rainbow))).status).toBe(404);
    expect(await staffList(sunshine, c.list)).toEqual(mine);
    expect(await staffList(rainbow, c.list)).toEqual(theirs);
    expect(await publicKeys(c, api.schoolB)).not.toContain("Taken over");
  });

  it("asks for a sign-in, and refuses empty required fields, storing nothing", async () => {
    expect((await api.get(`/staff/lists/${c.list}`)).status).toBe(401);
    expect((await post(null, c.list, c.valid)).status).toBe(401);
    const before = await staffList(sunshine, c.list);
    const empty = Object.fromEntries(Object.keys(c.valid).map((name) => [name, " "]));
    const res = await post(sunshine, c.list, empty);
    expect(res.status).toBe(400);
    expect(res.body.field).toEqual(expect.any(String));
    expect(await staffList(sunshine, c.list)).toEqual(before);
  });
});

describe("bad input", () => {
  const refused = async (path: string, body: Record<string, string>, field: string, message: RegExp) => {
    const list = path.split("/")[0] ?? "";
    const before = await staffList(sunshine, list);
    const res = await post(sunshine, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.errors[field].join(" ")).toMatch(message);
    expect(await staffList(sunshine, list)).toEqual(before);
  };

  it("names each empty required field", async () => {
    const res = await post(sunshine, "team", { name: "", designation: "", imageUrl: "" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ name: ["Name is required"], designation: ["Designation is required"] });
  });

  it("refuses over-long text", async () => {
    await refused("team", { name: "n".repeat(121), designation: "Teacher" }, "name", /at most 120/);
    await refused("story", { year: "2020", title: "Long", description: "d".repeat(2001) }, "description", /at most 2000/);
    await refused("photos", { mediaUrl: "@upload", caption: "c".repeat(201) }, "caption", /at most 200/);
  });

  it("refuses a video link that is not YouTube, or is a script", async () => {
    await refused("videos", { mediaUrl: "https://vimeo.com/123456" }, "mediaUrl", /YouTube/);
    await refused("videos", { mediaUrl: "javascript:alert(1)//youtu.be/dQw4w9WgXcQ" }, "mediaUrl", /YouTube/);
    await refused(
      "events",
      { type: "video", mediaUrl: "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", title: "T", description: "D" },
      "mediaUrl",
      /YouTube/,
    );
  });

  it("refuses a year out of range or not a year", async () => {
    await refused("story", { year: "1899", title: "Too early", description: "D" }, "year", /between 1900 and 2100/);
    await refused("story", { year: "3000", title: "Too late", description: "D" }, "year", /between 1900 and 2100/);
    await refused("story", { year: "twenty", title: "Words", description: "D" }, "year", /four digits/);
  });

  it("refuses a picture that is neither an upload nor one the school already shows", async () => {
    await refused("carousel", { imageUrl: "javascript:alert(1)" }, "imageUrl", /http\(s\) address/);
    await refused("carousel", { imageUrl: "https://evil.example/kids.jpg" }, "imageUrl", /upload/);
    await refused("team", { name: "A", designation: "B", imageUrl: "/uploads/../../etc/passwd" }, "imageUrl", /upload/);
    // Shaped like an upload, but nobody uploaded it; or uploaded, at a width that was not stored.
    await refused("team", { name: "A", designation: "B", imageUrl: `/uploads/${"0".repeat(32)}/640.webp` }, "imageUrl", /upload/);
    await refused(
      "team",
      { name: "A", designation: "B", imageUrl: UPLOAD.replace(/\/\d+\.webp$/, "/1920.webp") },
      "imageUrl",
      /upload/,
    );
    // Another school's upload is not this school's.
    await refused("carousel", { imageUrl: RAINBOW_UPLOAD }, "imageUrl", /upload/);
    // Another school's picture is not this school's.
    await refused("photos", { mediaUrl: "/demo/rainbow/logo.svg" }, "mediaUrl", /upload/);
    await refused(
      "events",
      { type: "image", mediaUrl: "https://youtu.be/dQw4w9WgXcQ", title: "T", description: "D" },
      "mediaUrl",
      /upload/,
    );
  });

  it("accepts a picture the school already shows (kept on edit)", async () => {
    const [first] = await staffList(sunshine, "carousel");
    expect(first).toBeDefined();
    const res = await post(sunshine, `carousel/${first?.id}/edit`, {
      imageUrl: String(first?.imageUrl),
      title: String(first?.title),
    });
    expect(res.status).toBe(200);
  });

  it("refuses a core value without a title, an unknown type and an unknown list", async () => {
    await refused("missionAndVision", { type: "coreValues", title: "", description: "D" }, "title", /Title is required/);
    await refused("missionAndVision", { type: "motto", title: "T", description: "D" }, "type", /mission, vision or coreValues/);
    expect((await post(sunshine, "testimonials", { title: "x" })).status).toBe(400);
    expect((await post(sunshine, "carousel/abc/hide")).status).toBe(400);
    expect((await post(sunshine, "carousel/999999/hide")).status).toBe(404);
  });

  it("files a new category once per school, whatever its case", async () => {
    const a = await post(sunshine, "photos", { mediaUrl: "@upload", caption: "One", categoryName: "Garden Days" });
    const b = await post(sunshine, "photos", { mediaUrl: "@upload", caption: "Two", categoryName: "garden days" });
    expect(a.body.data.categoryId).toBe(b.body.data.categoryId);
    const categories = await api.get("/category/all" + qs({ clientId: api.schoolA, pageSize: 1000 }));
    expect(categories.body.data.filter((c: { name: string }) => c.name.toLowerCase() === "garden days")).toHaveLength(1);
    const rainbowCategories = await api.get("/category/all" + qs({ clientId: api.schoolB, pageSize: 1000 }));
    expect(rainbowCategories.body.data.map((c: { name: string }) => c.name)).not.toContain("Garden Days");
  });
});
