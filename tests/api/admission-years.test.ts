import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// The admission year and its classes (README "Admissions"): the demo's open 2027–28 with Delhi's
// age rules, the owner's changes (staff read them), the enrollment's class checked against the
// child's date of birth with the rule in words, and the walls.

let api: TestApi;
let ownerA: string;
let staffA: string;
let ownerB: string;
let parent: string;

beforeAll(async () => {
  api = await startTestApi();
  [ownerA, staffA, ownerB] = await Promise.all([
    signIn(api, demoAccount(0, "owner")),
    signIn(api, demoAccount(0, "staff")),
    signIn(api, demoAccount(1, "owner")),
  ]);
  parent = await signInParent(api, "years-parent@example.org");
});
afterAll(async () => {
  await api?.close();
});

type PublicClass = {
  id: number;
  name: string;
  yearLabel: string;
  seats: number;
  minMonths: number;
  underMonths: number;
  ageOn: string;
  rule: string;
};

const openClasses = async (clientId: number): Promise<PublicClass[]> =>
  (await api.get(`/admissions/classes${qs({ clientId })}`)).body.data;

const classOf = async (name: string, clientId = api.schoolA) => {
  const found = (await openClasses(clientId)).find((row) => row.name === name);
  if (!found) throw new Error(`no open class ${name}`);
  return found;
};

/** SPEC §7's enrollment call, with the class fields the form adds. */
const ENROLLMENT = {
  childName: "Ira",
  childAge: "3",
  gender: "female",
  parentName: "Meena Rao",
  parentContact: "9876543210",
  address: "12 Lake Road",
  additionalInformation: "",
};
const enrol = (fields: Record<string, string | number>) =>
  api.post(`/enrollment/new${qs({ clientId: api.schoolA, ...ENROLLMENT, ...fields })}`);

const CLASS = {
  name: "Toddlers",
  program: "",
  seats: "12",
  minYears: "1",
  minMonths: "6",
  underYears: "2",
  underMonths: "6",
  ageOn: "2027-03-31",
};

describe("the demo's admission year", () => {
  it("is open, with Playgroup, Nursery and KG and Delhi's rules on 31 March 2027, youngest first", async () => {
    const classes = await openClasses(api.schoolA);
    expect(classes.map((row) => [row.name, row.yearLabel, row.seats, row.rule])).toEqual([
      ["Playgroup", "2027–28", 20, "2 to under 3 on 31 March 2027"],
      ["Nursery", "2027–28", 30, "3 to under 4 on 31 March 2027"],
      ["KG", "2027–28", 30, "4 to under 5 on 31 March 2027"],
    ]);
    // Each school its own: school B's classes are other rows.
    const ofB = await openClasses(api.schoolB);
    expect(ofB).toHaveLength(3);
    expect(ofB.map((row) => row.id)).not.toContain(classes[0]?.id);
  });

  it("answers an unknown school with 404 and a bad clientId with 400", async () => {
    expect((await api.get(`/admissions/classes${qs({ clientId: 999999 })}`)).status).toBe(404);
    expect((await api.get(`/admissions/classes${qs({ clientId: "x" })}`)).status).toBe(400);
  });
});

describe("an application's class", () => {
  it("is stored when the child's date of birth meets its rule", async () => {
    const nursery = await classOf("Nursery");
    const res = await enrol({
      classId: nursery.id,
      childDateOfBirth: "2023-10-15",
      guardian2Name: "Arun Rao",
      guardian2Mobile: "9812345678",
    });
    expect(res.status).toBe(201);
    const row = await api.db
      .selectFrom("enrollments")
      .selectAll()
      .where("reference", "=", res.body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      classId: nursery.id,
      childDateOfBirth: "2023-10-15",
      guardian2Name: "Arun Rao",
      guardian2Mobile: "9812345678",
      childAge: 3,
    });
    // Staff read it on the record, the class named as the school names it.
    const record = await api.get(`/staff/submissions/enrollment/${res.body.data.id}`, authed(staffA));
    expect(record.body.data.submission).toMatchObject({
      className: "Nursery",
      yearLabel: "2027–28",
      childDateOfBirth: "2023-10-15",
      guardian2Name: "Arun Rao",
      guardian2Mobile: "9812345678",
    });
  });

  it("is refused on its field with the rule in words when the child does not meet it, and nothing is stored", async () => {
    const kg = await classOf("KG");
    const before = await api.db
      .selectFrom("enrollments")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const res = await enrol({ classId: kg.id, childDateOfBirth: "2023-10-15" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ classId: ["For KG 2027–28 a child must be 4 to under 5 on 31 March 2027"] });
    const after = await api.db
      .selectFrom("enrollments")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("needs the date of birth its rule is read from", async () => {
    const res = await enrol({ classId: (await classOf("Nursery")).id });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ childDateOfBirth: ["Child's date of birth is required"] });
  });

  it("must be a class of this school open for applications: another school's is refused like a missing one", async () => {
    const message = { classId: ["Choose one of the school's classes open for applications"] };
    const ofB = await classOf("Nursery", api.schoolB);
    for (const classId of [ofB.id, 999999]) {
      const res = await enrol({ classId, childDateOfBirth: "2023-10-15" });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(message);
    }
  });

  it("is optional: SPEC's call without any of the new fields is stored as before", async () => {
    const res = await enrol({});
    expect(res.status).toBe(201);
    const row = await api.db
      .selectFrom("enrollments")
      .selectAll()
      .where("reference", "=", res.body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ classId: null, childDateOfBirth: null, guardian2Name: "", guardian2Mobile: "" });
  });

  it("refuses a second guardian's mobile that is not an Indian mobile number, and a future birth date", async () => {
    const bad = await enrol({ guardian2Mobile: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ guardian2Mobile: ["Second guardian's mobile must be a valid 10-digit mobile number"] });
    const future = await enrol({ childDateOfBirth: "2099-01-01" });
    expect(future.body.errors).toEqual({ childDateOfBirth: ["Child's date of birth must be of a child from 0 to 10 years old"] });
  });
});

describe("the owner's years and classes", () => {
  it("adds a closed year and a class in years and months; staff read both, with the rule in words", async () => {
    const year = await api.post(
      "/staff/admissions/years",
      authed(ownerA, { label: "2028–29", startsOn: "2028-04-01", open: "false" }),
    );
    expect(year.status).toBe(201);
    expect(year.body.message).toBe("Year 2028–29 added");
    const added = await api.post(`/staff/admissions/years/${year.body.data.id}/classes`, authed(ownerA, CLASS));
    expect(added.status).toBe(201);
    expect(added.body.message).toBe("Toddlers added to 2028–29");

    const years = (await api.get("/staff/admissions/years", authed(staffA))).body.data;
    expect(years[0]).toMatchObject({ label: "2028–29", open: false });
    expect(years[0].classes).toEqual([
      expect.objectContaining({
        name: "Toddlers",
        seats: 12,
        minMonths: 18,
        underMonths: 30,
        rule: "1 year 6 months to under 2 years 6 months on 31 March 2027",
        // No fee given: nothing to pay (README "Admissions": "Registration fee by UPI").
        feeRupees: 0,
        applications: 0,
      }),
    ]);
    // A closed year's classes are not offered to parents.
    expect((await openClasses(api.schoolA)).map((row) => row.name)).not.toContain("Toddlers");

    const audit = await api.db
      .selectFrom("auditLog")
      .select(["action", "subjectKind", "note"])
      .where("subjectKind", "in", ["admissionYear", "admissionClass"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "create", subjectKind: "admissionYear", note: "2028–29, starts 2028-04-01, closed to applications" },
      {
        action: "create",
        subjectKind: "admissionClass",
        note: "2028–29 Toddlers: 12 seats, 1 year 6 months to under 2 years 6 months on 31 March 2027, fee ₹0",
      },
    ]);
  });

  it("refuses what is wrong on its field: a twin year or class, an upper age not above the lower, a bad date", async () => {
    const twinYear = await api.post(
      "/staff/admissions/years",
      authed(ownerA, { label: "2027–28", startsOn: "2027-04-01", open: "true" }),
    );
    expect(twinYear.status).toBe(409);
    expect(twinYear.body.errors).toEqual({ label: ["There is already a year 2027–28"] });

    const nursery = await classOf("Nursery");
    const yearId = (await api.get("/staff/admissions/years", authed(ownerA))).body.data.find(
      (year: { label: string }) => year.label === "2027–28",
    ).id;
    const twinClass = await api.post(`/staff/admissions/years/${yearId}/classes`, authed(ownerA, { ...CLASS, name: "Nursery" }));
    expect(twinClass.status).toBe(409);
    expect(twinClass.body.errors).toEqual({ name: ["This year already has a class Nursery"] });

    const upside = await api.post(
      `/staff/admissions/classes/${nursery.id}`,
      authed(ownerA, { ...CLASS, underYears: "1", underMonths: "6" }),
    );
    expect(upside.status).toBe(400);
    expect(upside.body.errors).toEqual({ underYears: ["The age a child must be under must be above the youngest age"] });

    const badDate = await api.post(
      "/staff/admissions/years",
      authed(ownerA, { label: "2029–30", startsOn: "2029-02-30", open: "true" }),
    );
    expect(badDate.body.errors).toEqual({ startsOn: ["Start date must be a date (YYYY-MM-DD)"] });
  });

  it("never deletes a class or a year with applications; an empty one goes", async () => {
    const nursery = await classOf("Nursery");
    await enrol({ classId: nursery.id, childDateOfBirth: "2023-10-15" });
    const refused = await api.post(`/staff/admissions/classes/${nursery.id}/delete`, authed(ownerA));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Nursery 2027–28 has applications: it cannot be deleted");
    const years = (await api.get("/staff/admissions/years", authed(ownerA))).body.data;
    const open = years.find((year: { label: string }) => year.label === "2027–28");
    expect(open.classes.find((row: { name: string }) => row.name === "Nursery").applications).toBeGreaterThan(0);
    expect((await api.post(`/staff/admissions/years/${open.id}/delete`, authed(ownerA))).status).toBe(409);

    const spare = await api.post(
      "/staff/admissions/years",
      authed(ownerA, { label: "Spare", startsOn: "2030-04-01", open: "false" }),
    );
    await api.post(`/staff/admissions/years/${spare.body.data.id}/classes`, authed(ownerA, CLASS));
    const deleted = await api.post(`/staff/admissions/years/${spare.body.data.id}/delete`, authed(ownerA));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Year Spare deleted");
    const left = (await api.get("/staff/admissions/years", authed(ownerA))).body.data;
    expect(left.map((year: { label: string }) => year.label)).not.toContain("Spare");
  });
});

describe("walls", () => {
  it("another school's owner gets the same 404 as for a missing year or class; staff 403 on changes; a parent 403; nobody 401", async () => {
    const nursery = await classOf("Nursery");
    const yearId = (await api.get("/staff/admissions/years", authed(ownerA))).body.data.find(
      (year: { label: string }) => year.label === "2027–28",
    ).id;
    const calls: [string, Record<string, unknown> | undefined][] = [
      [`/staff/admissions/years/${yearId}`, { label: "Taken", startsOn: "2027-04-01", open: "true" }],
      [`/staff/admissions/years/${yearId}/delete`, undefined],
      [`/staff/admissions/years/${yearId}/classes`, CLASS],
      [`/staff/admissions/classes/${nursery.id}`, { ...CLASS, name: "Taken" }],
      [`/staff/admissions/classes/${nursery.id}/delete`, undefined],
    ];
    for (const [path, body] of calls) {
      expect((await api.post(path, authed(ownerB, body))).status).toBe(404);
      expect((await api.post(path.replace(/\/\d+/, "/999999"), authed(ownerA, body))).status).toBe(404);
      expect((await api.post(path, authed(staffA, body))).status).toBe(403);
      expect((await api.post(path, authed(parent, body))).status).toBe(403);
      expect((await api.post(path, authed(null, body))).status).toBe(401);
    }
    expect((await api.get("/staff/admissions/years", authed(parent))).status).toBe(403);
    expect((await api.get("/staff/admissions/years", authed(null))).status).toBe(401);
    // School B's list holds none of school A's rows, and A's year is untouched.
    const ofB = (await api.get("/staff/admissions/years", authed(ownerB))).body.data;
    expect(ofB.map((year: { id: number }) => year.id)).not.toContain(yearId);
    expect((await classOf("Nursery")).name).toBe("Nursery");
  });
});
