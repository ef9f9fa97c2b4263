import { beforeEach, describe, expect, it } from "vitest";
import { listCarousel } from "~/models/carousel.server";
import { createEnquiry } from "~/models/contact.server";
import { createEnrollment } from "~/models/enrollment.server";
import { listGallery } from "~/models/gallery.server";
import { listMissionAndVision } from "~/models/missionAndVision.server";
import { listOurStory } from "~/models/ourStory.server";
import { listOurTeam } from "~/models/ourTeam.server";
import { forgetTestimonials, listTestimonials } from "~/models/testimonial.server";
import { sendJson, useFakeApi } from "./fake-api";

// The site's calls as the provider receives them (a real HTTP server standing in for /api/v1).

let carouselStatus = 200;
let testimonialVersion = 0;

const api = useFakeApi((req, res) => {
  const clientId = Number(req.query.get("clientId"));
  if (req.path === "/carousel/all") {
    if (carouselStatus !== 200) return sendJson(res, carouselStatus, carouselStatus === 503 ? {} : { message: "Carousel is resting" });
    return sendJson(res, 200, { data: [{ id: clientId * 10, imageUrl: `/c/${clientId}.jpg`, title: `School ${clientId}` }], count: 1 });
  }
  if (req.path === "/ourTeam/all") {
    return sendJson(res, 200, {
      data: [
        { id: 1, imageUrl: "", name: "Meera", designation: "Teacher" },
        { id: 2, imageUrl: "", name: 12 }, // malformed row
      ],
      count: 2,
    });
  }
  if (req.path === "/gallery/all") return sendJson(res, 401, { message: "Session expired" });
  if (req.path === "/testimonial/all" && clientId >= 500) {
    return sendJson(res, 200, { data: [{ id: 1, title: `School ${clientId} v${testimonialVersion}`, description: "", createdAt: "" }], count: 1 });
  }
  if (req.path === "/contact/new") return sendJson(res, 201, { message: "Thanks", data: { id: 1 } });
  sendJson(res, 404, { message: "No such path" });
});

beforeEach(() => {
  carouselStatus = 200;
});

/** The query of the last call to `path` that the provider received, as [name, value] pairs. */
const received = (path: string) =>
  Array.from(
    api.requests
      .filter((request) => request.path === path)
      .at(-1)
      ?.query.entries() ?? [],
  );

describe("list queries: parameters, order and page sizes of SPEC §7 and §9", () => {
  it("carousel: clientId, pageNo 1, pageSize 50, deleted=false", async () => {
    await listCarousel(7);
    expect(received("/carousel/all")).toEqual([
      ["clientId", "7"],
      ["pageNo", "1"],
      ["pageSize", "50"],
      ["deleted", "false"],
    ]);
  });

  it("gallery on the home page: 1/100, images only", async () => {
    await listGallery(7, { mediaType: "image", page: "home" });
    expect(received("/gallery/all")).toEqual([
      ["pageNo", "1"],
      ["pageSize", "100"],
      ["mediaType", "image"],
      ["deleted", "false"],
      ["clientId", "7"],
    ]);
  });

  it("gallery pages: 1/1000, videos for the video gallery", async () => {
    await listGallery(8, { mediaType: "video", page: "gallery" });
    expect(new URLSearchParams(received("/gallery/all")).get("pageSize")).toBe("1000");
    expect(new URLSearchParams(received("/gallery/all")).get("mediaType")).toBe("video");
    await listGallery(8, { page: "gallery" });
    expect(new URLSearchParams(received("/gallery/all")).has("mediaType")).toBe(false);
  });

  it("teachers/team 1/100, testimonials 1/12, mission and vision 1/100, our story 1/100", async () => {
    for (const [list, path, size] of [
      [listOurTeam, "/ourTeam/all", "100"],
      [listTestimonials, "/testimonial/all", "12"],
      [listMissionAndVision, "/missionAndVision/all", "100"],
      [listOurStory, "/ourStory/all", "100"],
    ] as const) {
      await list(3);
      expect(received(path)).toEqual([
        ["pageNo", "1"],
        ["pageSize", size],
        ["deleted", "false"],
        ["clientId", "3"],
      ]);
    }
  });

  it("enrollment and enquiry send their fields as query parameters with the spec's names", async () => {
    await createEnrollment({
      clientId: 1,
      childName: "Asha",
      childAge: 4,
      gender: "female",
      parentName: "Ravi",
      parentContact: "9876543210",
      address: "1 Main Road",
      additionalInformation: "",
    });
    expect(received("/enrollment/new").map(([name]) => name)).toEqual([
      "clientId",
      "childName",
      "childAge",
      "gender",
      "parentName",
      "parentContact",
      "address",
      "additionalInformation",
    ]);
    await createEnquiry({ clientId: 1, parentName: "Ravi", parentMobile: "9876543210", email: "r@example.com", childName: "", message: "Hi" });
    expect(received("/contact/new").map(([name]) => name)).toEqual(["clientId", "parentName", "parentMobile", "email", "childName", "message"]);
  });
});

describe("list calls over HTTP", () => {
  it("parses { data, count } and caches anonymous answers per clientId", async () => {
    const first = await listCarousel(101);
    const again = await listCarousel(101);
    const other = await listCarousel(102);
    expect(first).toEqual({ data: [{ id: 1010, imageUrl: "/c/101.jpg", title: "School 101" }], count: 1 });
    expect(again).toEqual(first);
    expect(other.data[0].title).toBe("School 102");
    expect(api.requests.filter((r) => r.path === "/carousel/all")).toHaveLength(2);
    expect(api.requests[0].authorization).toBeUndefined();
  });

  it("forgetTestimonials drops one school's cached testimonials, and only that school's", async () => {
    testimonialVersion = 1;
    await listTestimonials(501);
    await listTestimonials(502);
    testimonialVersion = 2;
    expect((await listTestimonials(501)).data[0]?.title).toBe("School 501 v1");
    forgetTestimonials(501);
    expect((await listTestimonials(501)).data[0]?.title).toBe("School 501 v2");
    expect((await listTestimonials(502)).data[0]?.title).toBe("School 502 v1");
    expect(api.requests.filter((r) => r.path === "/testimonial/all")).toHaveLength(3);
  });

  it("sends the Bearer token and bypasses the cache", async () => {
    await listCarousel(201, { token: "tok-1" });
    await listCarousel(201, { token: "tok-1" });
    expect(api.requests).toHaveLength(2);
    expect(api.requests.every((r) => r.authorization === "Bearer tok-1")).toBe(true);
  });

  it("a failed list is empty with the server's message (SPEC §8)", async () => {
    carouselStatus = 500;
    expect(await listCarousel(301)).toEqual({ data: [], count: 0, error: "Carousel is resting" });
    const gallery = await listGallery(301, { mediaType: "image", page: "home" }, { token: "old" });
    expect(gallery).toEqual({ data: [], count: 0, error: "Session expired" });
  });

  it("without a server message the generic one is used", async () => {
    carouselStatus = 503;
    expect(await listCarousel(302)).toEqual({ data: [], count: 0, error: "Something went wrong. Please try again later." });
  });

  it("keeps the rows that parse when one is malformed", async () => {
    const team = await listOurTeam(401);
    expect(team.data.map((member) => member.name)).toEqual(["Meera"]);
    expect(team.error).toBeUndefined();
  });

  it("writes to a loopback API carry the internal rate-limit header; reads and outside APIs do not", async () => {
    const { INTERNAL_HEADER, internalToken } = await import("~/utils/internal.server");
    const { getEnv } = await import("~/utils/env.server");
    const result = await createEnquiry({
      clientId: 1,
      parentName: "Ravi",
      parentMobile: "9876543210",
      email: "r@example.com",
      childName: "",
      message: "Hi",
    });
    expect(result.ok).toBe(true);
    const post = api.requests.find((r) => r.path === "/contact/new");
    expect(post?.headers[INTERNAL_HEADER]).toBe(internalToken(getEnv().SESSION_SECRET));
    expect(post?.query.get("parentMobile")).toBe("9876543210");
    await listCarousel(601);
    expect(api.requests.find((r) => r.path === "/carousel/all")?.headers[INTERNAL_HEADER]).toBeUndefined();
  });

  it("an unreachable API gives the generic message, not a thrown error", async () => {
    const { listEvents } = await import("~/models/event.server");
    const saved = process.env.API_URL;
    await api.close();
    const result = await listEvents(501);
    expect(result).toEqual({ data: [], count: 0, error: "Something went wrong. Please try again later." });
    process.env.API_URL = saved;
  });
});
