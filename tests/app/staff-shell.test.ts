import { beforeEach, describe, expect, it } from "vitest";
import { STAFF_NAV, STAFF_NAV_COUNTS } from "~/content/staff";
import { loader } from "~/routes/staff";
import { loader as overviewLoader } from "~/routes/staff._index";
import { redirectSignedIn } from "~/utils/session.server";
import { fakeSchool, sendJson, useFakeApi } from "./fake-api";

// The console's menu as its layout's loader works it out (README "Staff console"): every section
// the person may open, and beside Inbox and Visits the day's counts from GET /staff/today, or none
// when that call fails. A real HTTP server stands in for the provider.

const SCHOOL = fakeSchool(7, "Sunshine Kids", "sunshine.localhost");

const SUMMARY = {
  enrollment: { new: 1, contacted: 0, admitted: 0, declined: 0, closed: 0, total: 1 },
  enquiry: { new: 0, contacted: 0, admitted: 0, declined: 0, closed: 0, total: 0 },
  testimonials: { pending: 0, approved: 0, rejected: 0 },
};

let role: "owner" | "staff" = "owner";
let today: { status: number; body: unknown } = { status: 404, body: { message: "No such path" } };

const api = useFakeApi((req, res) => {
  if (req.path === "/client/getByPublicDomain") return sendJson(res, 200, { data: SCHOOL });
  if (req.path === "/staff/me") {
    const user = { id: 3, name: "Meera Deshpande", email: "meera@example.org", mobile: "", role, notifyByEmail: true, createdAt: "" };
    return sendJson(res, 200, { data: { user } });
  }
  if (req.path === "/staff/today") return sendJson(res, today.status, today.body);
  if (req.path === "/staff/summary") return sendJson(res, 200, { data: SUMMARY });
  sendJson(res, 404, { message: "No such path" });
});

beforeEach(() => {
  role = "owner";
  today = { status: 404, body: { message: "No such path" } };
});

/** A signed-in member's request for /staff. */
async function signedInRequest() {
  const signedIn = await redirectSignedIn(
    new Request("http://sunshine.localhost/login"),
    { token: "t0ken", user: { name: "Meera", email: "m@example.org" } },
    "",
  );
  const cookie = (signedIn.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  return new Request("http://sunshine.localhost/staff", { headers: { Cookie: cookie } });
}

type LayoutAnswer = { sections: Array<{ to: string; label: string; count?: { value: number; label: string } }>; today: unknown };

/** The layout's answer for a signed-in member: its menu and the day. */
async function layout(): Promise<LayoutAnswer> {
  const response = await loader({ request: await signedInRequest(), params: {}, context: {} });
  return response.json();
}

const menu = async () => (await layout()).sections;

const counted = Object.keys(STAFF_NAV_COUNTS);

describe("the console's menu", () => {
  it("without the day's counts (the call fails) every section is there and none has a count", async () => {
    const sections = await menu();
    expect(sections.map((section) => section.label)).toEqual(STAFF_NAV.map((item) => item.label));
    expect(sections.filter((section) => section.count)).toEqual([]);
    const call = api.requests.find((request) => request.path === "/staff/today");
    expect(call?.authorization).toBe("Bearer t0ken");
    expect(call?.query.get("clientId")).toBe("7");
  });

  it("with them, follow-ups due beside Inbox and visits today beside Visits, in words for screen readers", async () => {
    today = { status: 200, body: { data: { visitsToday: 2, followUpsDue: 1, overdue: 4, waiting: 5, visits: [], waitingRecords: [] } } };
    const sections = await menu();
    expect(sections.find((section) => section.to === "/staff/inbox")?.count).toEqual({ value: 1, label: "1 follow-up due" });
    const visits = sections.find((section) => section.to === "/staff/visits");
    if (visits) expect(visits.count).toEqual({ value: 2, label: "2 visits today" });
    for (const section of sections.filter((item) => !counted.includes(item.to))) expect(section.count).toBeUndefined();
  });

  it("a count of nothing is not shown, and an answer it cannot read is none", async () => {
    today = { status: 200, body: { data: { visitsToday: 0, followUpsDue: 0 } } };
    expect((await menu()).filter((section) => section.count)).toEqual([]);
    today = { status: 200, body: { data: { followUpsDue: "many" } } };
    expect((await menu()).filter((section) => section.count)).toEqual([]);
  });

  it("staff do not see the owner's sections", async () => {
    role = "staff";
    const labels = (await menu()).map((section) => section.label);
    expect(labels).toEqual(STAFF_NAV.filter((item) => !item.ownerOnly).map((item) => item.label));
    expect(labels).not.toContain("Team");
  });
});

describe("the overview's day", () => {
  it("comes with the layout, so a page of the console asks GET /staff/today once", async () => {
    const day = { visitsToday: 1, followUpsDue: 0, overdue: 0, waiting: 0, visits: [], waitingRecords: [], nextOnWaitlist: [] };
    today = { status: 200, body: { data: day } };
    expect((await layout()).today).toEqual(day);
    api.requests.length = 0;
    const overview = await overviewLoader({ request: await signedInRequest(), params: {}, context: {} });
    expect(overview.status).toBe(200);
    const asked = api.requests.map((request) => request.path);
    expect(asked).toContain("/staff/summary");
    expect(asked).not.toContain("/staff/today");
  });

  it("names who asked, so the layout asks nothing else; the day it hands on is without the person", async () => {
    const day = { visitsToday: 0, followUpsDue: 3, overdue: 0, waiting: 0, visits: [], waitingRecords: [], nextOnWaitlist: [] };
    today = { status: 200, body: { data: { ...day, user: { id: 9, name: "Asha Rao", role: "staff" } } } };
    api.requests.length = 0;
    const response = await loader({ request: await signedInRequest(), params: {}, context: {} });
    const answer = await response.json();
    expect(answer.user).toEqual({ id: "9", name: "Asha Rao", role: "staff" });
    expect(answer.today).toEqual(day);
    expect(answer.sections.map((section: { label: string }) => section.label)).not.toContain("Team");
    const asked = api.requests.map((request) => request.path);
    expect(asked).toContain("/staff/today");
    expect(asked).not.toContain("/staff/me");
  });

  it("is none when its call fails, and the menu still stands", async () => {
    const answer = await layout();
    expect(answer.today).toBeNull();
    expect(answer.sections.length).toBe(STAFF_NAV.length);
  });
});
