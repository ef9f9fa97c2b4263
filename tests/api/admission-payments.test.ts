import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { RUPEES_MESSAGES } from "../../shared/rupees.js";
import { UPI_ID_MESSAGE, UTR_MESSAGE, upiLink } from "../../shared/upi.js";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";
import { eventually, withSmtp } from "./smtp.js";

// The registration fee by UPI (README "Admissions": "Registration fee by UPI"): what a parent is
// asked and the link their UPI app opens, the UTR they submit, staff's confirmation with its
// receipt mail and numbering, a rejection's mail, and the walls a school's payments stand behind.

let api: TestApi;
let ownerA: string;
let staffA: string;
let staffB: string;
let parent: string;
const sunshine = demoSchools[0]!.client;
let families = 0;
let utrs = 0;

beforeAll(async () => {
  api = await startTestApi();
  [ownerA, staffA, staffB] = await Promise.all([
    signIn(api, demoAccount(0, "owner")),
    signIn(api, demoAccount(0, "staff")),
    signIn(api, demoAccount(1, "staff")),
  ]);
  parent = await signInParent(api, "payments-parent@example.org");
});
afterAll(async () => {
  await api?.close();
});

/** A mobile and a UTR of their own per family and payment, so no test sees another's. */
const nextMobile = () => `97${String(100_000_00 + ++families).slice(-8)}`;
const nextUtr = () => `4${String(10_000_000_000 + ++utrs).slice(-11)}`;

const classId = async (name: string, clientId = api.schoolA): Promise<number> => {
  const classes: { id: number; name: string }[] = (await api.get(`/admissions/classes${qs({ clientId })}`)).body.data;
  const found = classes.find((row) => row.name === name);
  if (!found) throw new Error(`no class ${name}`);
  return found.id;
};

/** DATES fit the demo's Delhi rules on 31 March 2027. */
const BORN = { Playgroup: "2024-10-15", Nursery: "2023-10-15", KG: "2022-10-15" } as const;

/** An application as a parent sends it; `className` null applies to no class. */
async function apply(options: { className?: keyof typeof BORN | null; clientId?: number; email?: string } = {}) {
  const clientId = options.clientId ?? api.schoolA;
  const className = options.className === undefined ? "Nursery" : options.className;
  const mobile = nextMobile();
  const res = await api.post(
    "/enrollment/new" +
      qs({
        clientId,
        childName: "Asha Rao",
        childAge: "3",
        gender: "female",
        parentName: "Kavya Rao",
        parentContact: mobile,
        address: "7 Lake Road, Pune",
        email: options.email ?? "",
        ...(className ? { classId: await classId(className, clientId), childDateOfBirth: BORN[className] } : {}),
      }),
  );
  if (res.status !== 201) throw new Error(`enrollment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as number, reference: res.body.reference as string, mobile, clientId };
}

type Application = Awaited<ReturnType<typeof apply>>;

const payment = (family: Application, mobile = family.mobile) =>
  api.get(`/admissions/payment${qs({ clientId: family.clientId, reference: family.reference, mobile })}`);

const pay = (family: Application, utr: string, mobile = family.mobile) =>
  api.post("/admissions/payment", authed(null, { clientId: family.clientId, reference: family.reference, mobile, utr }));

const waiting = async (token = staffA) =>
  (await api.get(`/staff/payments${qs({ status: "submitted", pageSize: 1000 })}`, authed(token))).body.data as {
    id: number;
    reference: string;
    utr: string;
  }[];

/** The payment staff see for an application (the one waiting). */
async function paymentIdOf(family: Application): Promise<number> {
  const found = (await waiting()).find((row) => row.reference === family.reference);
  if (!found) throw new Error(`no payment waiting for ${family.reference}`);
  return found.id;
}

const confirm = (id: number, token = staffA) => api.post(`/staff/payments/${id}/confirm`, authed(token));
const reject = (id: number, reason: string, token = staffA) =>
  api.post(`/staff/payments/${id}/reject`, authed(token, { reason }));

describe("the demo schools", () => {
  it("take UPI at their own IDs, with the registration fee on each class", async () => {
    const classes: { name: string; feeRupees: number }[] = (await api.get(`/admissions/classes${qs({ clientId: api.schoolA })}`))
      .body.data;
    expect(classes.map((row) => [row.name, row.feeRupees])).toEqual([
      ["Playgroup", 500],
      ["Nursery", 1000],
      ["KG", 1000],
    ]);
    // Blank: the payee is the school's name.
    const settings = await api.get("/staff/admissions/payment-settings", authed(ownerA));
    expect(settings.body.data).toEqual({
      upiId: "sunshinekids@okaxis",
      upiName: "",
      payeeName: sunshine.clientName,
    });
    const ofB = await api.get("/staff/admissions/payment-settings", authed(staffB));
    expect(ofB.body.data).toEqual({ upiId: "rainbowelc@ybl", upiName: "Rainbow ELC", payeeName: "Rainbow ELC" });
  });
});

describe("the UPI link", () => {
  it("is NPCI's deep link, each value percent-encoded, the amount with two decimals", () => {
    expect(
      upiLink({ upiId: "sunshinekids@okaxis", payeeName: "Sunshine Kids Academy", amountRupees: 1000, note: "SUN-7K3Q9" }),
    ).toBe("upi://pay?pa=sunshinekids@okaxis&pn=Sunshine%20Kids%20Academy&am=1000.00&cu=INR&tn=SUN-7K3Q9");
    // A payee's "&" cannot start a parameter of its own, nor "=" or "#" end one.
    expect(
      upiLink({ upiId: "tomjerry.school@ybl", payeeName: "Tom & Jerry = Fun #1", amountRupees: 500, note: "TOM-22222" }),
    ).toBe("upi://pay?pa=tomjerry.school@ybl&pn=Tom%20%26%20Jerry%20%3D%20Fun%20%231&am=500.00&cu=INR&tn=TOM-22222");
  });

  it("is what a parent with a Nursery application is asked to pay, with the school's UPI ID", async () => {
    const family = await apply();
    const res = await payment(family);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      due: true,
      amountRupees: 1000,
      upiId: "sunshinekids@okaxis",
      payeeName: sunshine.clientName,
      reference: family.reference,
      link: `upi://pay?pa=sunshinekids@okaxis&pn=Sunshine%20Kids%20Academy&am=1000.00&cu=INR&tn=${family.reference}`,
      payment: null,
    });
  });
});

describe("what is due", () => {
  it("nothing for an application without a class, nor for an enquiry's reference", async () => {
    const family = await apply({ className: null });
    const res = await payment(family);
    expect(res.body.data).toMatchObject({ due: false, amountRupees: 0, link: null, payment: null });
    expect((await pay(family, nextUtr())).status).toBe(409);

    const mobile = nextMobile();
    const enquiry = await api.post(
      "/contact/new" +
        qs({ clientId: api.schoolA, parentName: "Imran", parentMobile: mobile, email: "imran@example.org", message: "Fees?" }),
    );
    const asEnquiry = { id: 0, reference: enquiry.body.reference, mobile, clientId: api.schoolA };
    expect((await payment(asEnquiry)).body.data).toMatchObject({ due: false, link: null });
  });

  it("nothing for a class the owner made free, and the fee as the owner typed it for another", async () => {
    const playgroup = await classId("Playgroup");
    // The demo's Playgroup as the owner's form sends it, with the fee typed in.
    const save = (fee: string) =>
      api.post(
        `/staff/admissions/classes/${playgroup}`,
        authed(ownerA, {
          name: "Playgroup",
          program: "earlyChildhoodDevelopment",
          seats: "20",
          minYears: "2",
          minMonths: "0",
          underYears: "3",
          underMonths: "0",
          ageOn: "2027-03-31",
          fee,
        }),
      );
    const saved = await save("");
    expect(saved.status).toBe(200);
    const family = await apply({ className: "Playgroup" });
    expect((await payment(family)).body.data).toMatchObject({ due: false, amountRupees: 0, link: null });
    const note = await api.db
      .selectFrom("auditLog")
      .select("note")
      .where("subjectKind", "=", "admissionClass")
      .where("subjectId", "=", playgroup)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(note.note).toContain("fee ₹0");

    const again = await save("Rs. 1,500/-");
    expect(again.status).toBe(200);
    expect((await payment(family)).body.data).toMatchObject({ due: true, amountRupees: 1500 });
    const negative = await save("-5");
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual({ fee: [RUPEES_MESSAGES.negative] });
  });

  it("nothing at a school without a UPI ID; the owner sets one, checked, with the payee name parents see", async () => {
    const ownerB = await signIn(api, demoAccount(1, "owner"));
    const family = await apply({ clientId: api.schoolB });
    expect((await payment(family)).body.data).toMatchObject({ due: true, payeeName: "Rainbow ELC" });

    const bad = await api.post("/staff/admissions/payment-settings", authed(ownerB, { upiId: "rainbow at ybl", upiName: "" }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ upiId: [UPI_ID_MESSAGE] });
    expect((await api.post("/staff/admissions/payment-settings", authed(staffB, { upiId: "", upiName: "" }))).status).toBe(403);

    const cleared = await api.post("/staff/admissions/payment-settings", authed(ownerB, { upiId: "", upiName: "" }));
    expect(cleared.status).toBe(200);
    expect((await payment(family)).body.data).toMatchObject({ due: false, link: null });
    expect((await pay(family, nextUtr())).status).toBe(409);

    const set = await api.post(
      "/staff/admissions/payment-settings",
      authed(ownerB, { upiId: "rainbowelc@ybl", upiName: "Rainbow & Co" }),
    );
    expect(set.status).toBe(200);
    const res = await payment(family);
    expect(res.body.data.link).toBe(`upi://pay?pa=rainbowelc@ybl&pn=Rainbow%20%26%20Co&am=1000.00&cu=INR&tn=${family.reference}`);
  });
});

describe("a parent's UTR", () => {
  it("must be 12 digits, said on the field; spaces as an app groups them are forgiven", async () => {
    const family = await apply();
    for (const utr of ["12345", "ABCDEFGHIJKL", "1234567890123"]) {
      const res = await pay(family, utr);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ utr: [UTR_MESSAGE] });
    }
    const missing = await api.post(
      "/admissions/payment",
      authed(null, { clientId: api.schoolA, reference: family.reference, mobile: family.mobile }),
    );
    expect(missing.body.errors).toEqual({ utr: [UTR_MESSAGE] });

    const res = await pay(family, "4011 2233 4455");
    expect(res.status).toBe(201);
    expect(res.body.data.payment).toMatchObject({
      status: "submitted",
      utr: "401122334455",
      receiptNumber: null,
      amountRupees: 1000,
    });
    // Still due until staff confirm it: the link stays, and the UTR may be corrected.
    expect(res.body.data.due).toBe(true);
    const corrected = await pay(family, "401122334466");
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.payment.utr).toBe("401122334466");
    const rows = await api.db.selectFrom("admissionPayments").select("utr").where("enrollmentId", "=", family.id).execute();
    expect(rows).toEqual([{ utr: "401122334466" }]);
    // The school hears each time that a payment waits for its bank statement (no family data in the subject).
    const notices = await api.db
      .selectFrom("outbox")
      .select(["recipient", "subject", "body"])
      .where("subject", "=", `[${sunshine.clientName}] Registration fee to confirm: ${family.reference}`)
      .where("recipient", "=", sunshine.contactEmail1.toLowerCase())
      .orderBy("id")
      .execute();
    expect(notices.map((notice) => notice.body.split("\n")[0])).toEqual([
      `The family of ${family.reference} says it paid the registration fee by UPI: ₹1,000, UTR 401122334455.`,
      `The family of ${family.reference} says it paid the registration fee by UPI: ₹1,000, corrected UTR 401122334466.`,
    ]);
  });

  it("pays once at a school: another application (or school's form) giving the same UTR gets a 409 on the field", async () => {
    const [first, second] = [await apply(), await apply()];
    const utr = nextUtr();
    expect((await pay(first, utr)).status).toBe(201);
    const twin = await pay(second, utr);
    expect(twin.status).toBe(409);
    expect(twin.body.errors.utr[0]).toMatch(/already been used/);
    // The same application giving it again is no twin of itself.
    expect((await pay(first, utr)).status).toBe(200);
    // Another school's UTRs are its own.
    expect((await pay(await apply({ clientId: api.schoolB }), utr)).status).toBe(201);
  });

  it("a wrong mobile and another school's reference get the status page's one 404", async () => {
    const family = await apply();
    const wrong = await pay(family, nextUtr(), "9000000000");
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe("We could not find a submission with this reference and mobile number.");
    expect((await payment(family, "9000000000")).status).toBe(404);

    const atB = await apply({ clientId: api.schoolB });
    const crossed = { ...atB, clientId: api.schoolA };
    expect((await payment(crossed)).body).toEqual(wrong.body);
    expect((await pay(crossed, nextUtr())).body).toEqual(wrong.body);
    expect(
      await api.db.selectFrom("admissionPayments").select("id").where("enrollmentId", "in", [family.id, atB.id]).execute(),
    ).toEqual([]);
  });

  it("guessing a family's mobile stops after 10 tries an hour, even the right one then (429 with Retry-After)", async () => {
    const family = await apply();
    for (let guess = 0; guess < 10; guess++) expect((await pay(family, nextUtr(), `90000000${10 + guess}`)).status).toBe(404);
    const locked = await pay(family, nextUtr());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(/^Too many payment attempts\. Please wait/);
  });
});

describe("staff confirm", () => {
  it("against the list of payments waiting: a receipt number per school and year, in sequence; the fee is paid", async () => {
    const [first, second] = [await apply(), await apply({ className: "KG" })];
    const firstUtr = nextUtr();
    await pay(first, firstUtr);
    await pay(second, nextUtr());
    const list = await api.get(`/staff/payments${qs({ status: "submitted" })}`, authed(staffA));
    expect(list.status).toBe(200);
    // Newest first, with what staff match against the bank statement.
    expect(list.body.data[0]).toMatchObject({
      reference: second.reference,
      className: "KG",
      yearLabel: "2027–28",
      amountRupees: 1000,
    });
    expect(list.body.data[1]).toMatchObject({
      reference: first.reference,
      childName: "Asha Rao",
      parentName: "Kavya Rao",
      parentMobile: first.mobile,
      className: "Nursery",
      utr: firstUtr,
      status: "submitted",
    });
    expect(list.body.count).toBeGreaterThanOrEqual(2);

    const one = await confirm(await paymentIdOf(first));
    expect(one.status).toBe(200);
    const two = await confirm(await paymentIdOf(second));
    const [, year, n1] = /^SUN-(\d{4})-(\d{4})$/.exec(one.body.data.receiptNumber) ?? [];
    expect(year).toBe("2027");
    expect(two.body.data.receiptNumber).toBe(`SUN-2027-${String(Number(n1) + 1).padStart(4, "0")}`);

    const after = await payment(first);
    expect(after.body.data).toMatchObject({
      due: false,
      link: null,
      payment: { status: "confirmed", receiptNumber: one.body.data.receiptNumber },
    });
    expect((await pay(first, nextUtr())).status).toBe(409);
    const again = await confirm(await idOf(first));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(one.body.data.receiptNumber);
    const history = await api.db
      .selectFrom("auditLog")
      .select(["actorName", "toStatus", "note"])
      .where("subjectKind", "=", "payment")
      .where("subjectId", "=", await idOf(first))
      .execute();
    expect(history).toEqual([
      { actorName: demoAccount(0, "staff").name, toStatus: "confirmed", note: expect.stringContaining(firstUtr) },
    ]);
  });

  it("mails the parent the receipt: number, amount in rupees, UTR, child, class and year, date, the school's name and address", async () => {
    await withSmtp(api.db, async (smtp) => {
      const family = await apply({ email: "kavya.receipt@example.org" });
      const utr = nextUtr();
      await pay(family, utr);
      const { receiptNumber } = (await confirm(await paymentIdOf(family))).body.data;
      const mail = await eventually(() =>
        smtp.mails.find((m) => m.to.includes("kavya.receipt@example.org") && m.subject.includes("Receipt")),
      );
      expect(mail.subject).toBe(`${sunshine.clientName}: Receipt ${receiptNumber} for the registration fee of Asha Rao`);
      expect(mail.replyTo).toBe(sunshine.contactEmail1);
      const today = DateTime.now().setZone("Asia/Kolkata").setLocale("en-IN").toFormat("d MMMM yyyy");
      for (const line of [
        `Receipt no.: ${receiptNumber}`,
        `Date: ${today}`,
        "Received from: Kavya Rao",
        "For: registration fee of Asha Rao, Nursery 2027–28",
        "Amount: ₹1,000",
        `Paid by: UPI, transaction reference (UTR) ${utr}`,
        family.reference,
        sunshine.addressLine1,
        sunshine.pinCode,
      ])
        expect(mail.text).toContain(line);
      expect(mail.html).toContain(receiptNumber);
    });
  });

  it("two confirmations of one payment at once: one receipt, the other a 409", async () => {
    const family = await apply();
    await pay(family, nextUtr());
    const id = await paymentIdOf(family);
    const results = await Promise.all([1, 2, 3, 4].map(() => confirm(id)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    const row = await api.db
      .selectFrom("admissionPayments")
      .select(["receiptNumber"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.receiptNumber).toBe(results.find((res) => res.status === 200)?.body.data.receiptNumber);
    const audits = await api.db
      .selectFrom("auditLog")
      .select("id")
      .where("subjectKind", "=", "payment")
      .where("subjectId", "=", id)
      .execute();
    expect(audits).toHaveLength(1);
  });
});

describe("staff reject", () => {
  it("with a reason, mailed to the parent, who may submit the UTR again", async () => {
    await withSmtp(api.db, async (smtp) => {
      const family = await apply({ email: "kavya.rejected@example.org" });
      const utr = nextUtr();
      await pay(family, utr);
      const id = await paymentIdOf(family);
      const blank = await reject(id, "  ");
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({ reason: ["Reason is required: it is mailed to the parent"] });

      expect((await reject(id, "No credit of ₹1,000 with this UTR on our statement of 3 March")).status).toBe(200);
      const mail = await eventually(() =>
        smtp.mails.find((m) => m.to.includes("kavya.rejected@example.org") && m.subject.includes("could not confirm")),
      );
      expect(mail.subject).toBe(
        `${sunshine.clientName}: We could not confirm the registration fee for Asha Rao (${family.reference})`,
      );
      expect(mail.replyTo).toBe(sunshine.contactEmail1);
      expect(mail.text).toContain("The school's reason: No credit of ₹1,000 with this UTR on our statement of 3 March");
      expect(mail.text).toContain(`(UTR) ${utr}`);
      expect(mail.text).toContain("Please check the UTR");

      const seen = await payment(family);
      expect(seen.body.data).toMatchObject({
        due: true,
        payment: { status: "rejected", reason: expect.stringContaining("No credit") },
      });
      expect((await confirm(id)).status).toBe(409);
      // Checked and right after all: the same UTR is taken again, as a new payment.
      expect((await pay(family, utr)).status).toBe(201);
      expect(await paymentIdOf(family)).not.toBe(id);
    });
  });
});

/** The newest payment of an application, whatever its status. */
async function idOf(family: Application): Promise<number> {
  const row = await api.db
    .selectFrom("admissionPayments")
    .select("id")
    .where("enrollmentId", "=", family.id)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("the walls", () => {
  it("another school's staff get 404 for this school's payment, a parent 403, no token 401, on every staff URL", async () => {
    const family = await apply();
    await pay(family, nextUtr());
    const id = await paymentIdOf(family);
    expect((await confirm(id, staffB)).status).toBe(404);
    expect((await reject(id, "Not ours", staffB)).status).toBe(404);
    expect((await waiting(staffB)).map((row) => row.reference)).not.toContain(family.reference);
    // Naming this school from B's console is the same 404.
    expect((await api.get(`/staff/payments${qs({ clientId: api.schoolA })}`, authed(staffB))).status).toBe(404);

    const urls: ["get" | "post", string][] = [
      ["get", "/staff/payments"],
      ["post", `/staff/payments/${id}/confirm`],
      ["post", `/staff/payments/${id}/reject`],
      ["get", "/staff/admissions/payment-settings"],
      ["post", "/staff/admissions/payment-settings"],
    ];
    const body = { reason: "Not found", upiId: "someone@ybl" };
    for (const [method, url] of urls) {
      for (const [token, status] of [
        [parent, 403],
        [null, 401],
      ] as const) {
        const res = method === "get" ? await api.get(url, authed(token)) : await api.post(url, authed(token, body));
        expect(res.status, `${method} ${url}`).toBe(status);
      }
    }
    const row = await api.db.selectFrom("admissionPayments").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("submitted");
  });

  it("a status filter outside the three and a malformed id are 400s naming the field", async () => {
    const bad = await api.get(`/staff/payments${qs({ status: "paid" })}`, authed(staffA));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["status"]);
    expect((await confirm(Number.NaN)).body.field).toBe("id");
    expect((await confirm(999999)).status).toBe(404);
  });
});

describe("a family's erasure", () => {
  it("takes its payments and their history, UTR and all", async () => {
    const family = await apply();
    const utr = nextUtr();
    await pay(family, utr);
    const id = await paymentIdOf(family);
    expect((await confirm(id)).status).toBe(200);
    const erased = await api.post("/staff/erase", authed(staffA, { mobile: family.mobile }));
    expect(erased.status).toBe(200);
    expect(await api.db.selectFrom("admissionPayments").select("id").where("utr", "=", utr).execute()).toEqual([]);
    const history = await api.db.selectFrom("auditLog").select("note").where("subjectKind", "=", "payment").execute();
    expect(history.map((row) => row.note).join("\n")).not.toContain(utr);
  });
});
