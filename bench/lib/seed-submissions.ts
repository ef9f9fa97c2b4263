import { type Insertable, sql } from "kysely";
import type { Db } from "../../api/db.js";
import { randomReference } from "../../api/references.js";
import type { Database } from "../../api/schema.js";
import { APPLICATION_PATH, type ApplicationStage, type FamilyStatus, type VisitStatus } from "../../shared/record-states.js";
import { SOURCES } from "../../shared/sources.js";

// Many families' records in one school, for the benchmarks that need a school at scale (README
// "Staff at scale"): enquiries, enrollments and booked visits as the inbox holds them, and
// testimonials beside them, written with the provider's own tables — a reference of the app's own
// form reserved in the school's registry for each, an application's stage changes as audit rows,
// follow-ups, first replies — in batches inside transactions, so 50,000 records take seconds.
// The values look like an Indian kindergarten's: names (some in Devanagari, as the demo's), 10-digit
// mobiles from 6 to 9 (as the forms store them), lower-case e-mails, Pune addresses.

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/** What a run wrote, per table. */
export interface SeededSubmissions {
  enquiries: number;
  enrollments: number;
  visits: number;
  testimonials: number;
  auditRows: number;
}

export interface SeedOptions {
  /** Testimonials besides the `count` inbox records (they are not in the inbox); default count / 50. */
  testimonials?: number;
  /** Days back the records reach; default three years of admission seasons. */
  days?: number;
  /** The PRNG's seed, for the same names and numbers on every run (references stay random). */
  seed?: number;
}

const BOYS = [
  "Aarav",
  "Vihaan",
  "Arjun",
  "Reyansh",
  "Ayaan",
  "Krishna",
  "Ishaan",
  "Shaurya",
  "Atharv",
  "Advik",
  "Kabir",
  "Rudra",
  "Vivaan",
  "Aditya",
  "Dhruv",
  "Yash",
  "Om",
  "Arnav",
  "Parth",
  "Rohan",
  "Farhan",
  "Zaid",
  "Aryan",
  "Karthik",
  "Siddharth",
];
const GIRLS = [
  "Aadhya",
  "Ananya",
  "Diya",
  "Saanvi",
  "Myra",
  "Anika",
  "Kiara",
  "Pari",
  "Navya",
  "Ira",
  "Aarohi",
  "Riya",
  "Siya",
  "Meera",
  "Kavya",
  "Tara",
  "Zoya",
  "Aisha",
  "Ishita",
  "Mahira",
  "Avni",
  "Shreya",
  "Nitya",
  "Lavanya",
  "Sara",
];
const MOTHERS = [
  "Sneha",
  "Priya",
  "Pooja",
  "Neha",
  "Anjali",
  "Sunita",
  "Kavita",
  "Farah",
  "Deepa",
  "Swati",
  "Rashmi",
  "Shilpa",
  "Meenal",
  "Ayesha",
  "Lakshmi",
  "Divya",
  "Archana",
  "Madhuri",
  "Nisha",
  "Rupali",
];
const FATHERS = [
  "Rahul",
  "Amit",
  "Sandeep",
  "Vikram",
  "Nitin",
  "Sachin",
  "Imran",
  "Rajesh",
  "Anand",
  "Manoj",
  "Prasad",
  "Suresh",
  "Ganesh",
  "Harish",
  "Kiran",
  "Mahesh",
  "Abhijit",
  "Salman",
  "Venkat",
  "Tushar",
];
const SURNAMES = [
  "Joshi",
  "Patil",
  "Kulkarni",
  "Deshpande",
  "Shinde",
  "Pawar",
  "Jadhav",
  "Gokhale",
  "Shaikh",
  "Khan",
  "Iyer",
  "Nair",
  "Reddy",
  "Sharma",
  "Verma",
  "Gupta",
  "Mehta",
  "Shah",
  "Desai",
  "Kale",
  "More",
  "Bhosale",
  "Pillai",
  "Menon",
  "Rao",
  "Chavan",
  "Naik",
  "Agarwal",
  "Banerjee",
  "Das",
];
/** Devanagari names, as some parents type them (the demo school has such records). */
const HINDI = [
  ["आर्या", "सुनीता", "पाटील"],
  ["विहान", "राजेश", "शर्मा"],
  ["अनन्या", "कविता", "जोशी"],
  ["अर्जुन", "महेश", "कुलकर्णी"],
] as const;
const AREAS = ["Baner", "Aundh", "Kothrud", "Wakad", "Hinjewadi", "Viman Nagar", "Kharadi", "Hadapsar", "Pashan", "Bavdhan"];
const SOCIETIES = ["Green Park", "Shivneri", "Lotus Court", "Sai Heights", "Kumar Pacific", "Rohan Garima", "Ganga Osian"];
const MAIL_HOSTS = ["gmail.com", "gmail.com", "gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com", "hotmail.com"];
const MESSAGES = [
  "What are the fees for Nursery this year?",
  "Is there a day care after school hours?",
  "Do you have a school bus from our area?",
  "We are moving to Pune in June; are there seats in KG?",
  "Please call me back about admission for my daughter.",
  "What is the teacher to child ratio in Playgroup?",
  "Can we visit the school on a Saturday?",
];
const NOTES = ["Called the parent.", "Visited with both parents.", "Documents seen at the office.", "Fee received at the office.", ""];

/** mulberry32: a small seeded PRNG, so that every run seeds the same families. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

type Random = ReturnType<typeof prng>;

/** One family: a parent, a mobile, perhaps an e-mail, one child. */
function family(random: Random, n: number) {
  if (random.chance(0.04)) {
    const [child, parent, surname] = random.pick(HINDI);
    return {
      childName: `${child} ${surname}`,
      parentName: `${parent} ${surname}`,
      ...contact(random, n, "parent", surname),
      gender: random.pick(["male", "female"] as const),
    };
  }
  const surname = random.pick(SURNAMES);
  const gender = random.chance(0.5) ? ("male" as const) : ("female" as const);
  const childName = `${random.pick(gender === "male" ? BOYS : GIRLS)} ${surname}`;
  const parentFirst = random.chance(0.65) ? random.pick(MOTHERS) : random.pick(FATHERS);
  return { childName, parentName: `${parentFirst} ${surname}`, ...contact(random, n, parentFirst, surname), gender };
}

function contact(random: Random, n: number, first: string, surname: string) {
  // 10 digits from 6 to 9, as SPEC §5 asks; the family number n keeps them apart.
  const mobile = `${6 + random.int(4)}${String(random.int(1000)).padStart(3, "0")}${String(n % 1_000_000).padStart(6, "0")}`;
  const local = /^[a-z]+$/i.test(surname) ? `${first}.${surname}${n % 1000}`.toLowerCase() : `parent${n}`;
  return { mobile, email: `${local}@${random.pick(MAIL_HOSTS)}` };
}

const address = (random: Random) =>
  `${random.pick(["A", "B", "C", "D"])}-${1 + random.int(40)}, ${random.pick(SOCIETIES)} Society, ${random.pick(AREAS)}, Pune`;

const DAY = 86_400_000;

/**
 * Seeds `count` inbox records (about 45 % enquiries, 35 % enrollments, 20 % visits, newest within
 * `days`) and some testimonials into school `clientId`, in transactions of BATCH rows. An
 * enrollment of the last twelve months applies to a class of the school's newest admission year;
 * one moved along the stages has an audit row per stage, as staff moves leave.
 */
export async function seedSubmissions(db: Db, clientId: number, count: number, options: SeedOptions = {}): Promise<SeededSubmissions> {
  const random = prng(options.seed ?? 20261127);
  const days = options.days ?? 3 * 365;
  const client = await db.selectFrom("clients").select("clientName").where("id", "=", clientId).executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom("users")
    .select(["id", "name"])
    .where("clientId", "=", clientId)
    .where("role", "in", ["owner", "staff"])
    .execute();
  const classIds = (
    await db
      .selectFrom("admissionClasses")
      .innerJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
      .select("admissionClasses.id")
      .where("admissionClasses.clientId", "=", clientId)
      .orderBy("admissionYears.startsOn", "desc")
      .execute()
  ).map((row) => row.id);
  const taken = new Set(
    (await db.selectFrom("submissionReferences").select("reference").where("clientId", "=", clientId).execute()).map((row) => row.reference),
  );
  const reference = () => {
    for (;;) {
      const drawn = randomReference(client.clientName);
      if (!taken.has(drawn)) {
        taken.add(drawn);
        return drawn;
      }
    }
  };
  const now = Date.now();
  const iso = (time: number) => new Date(time).toISOString();
  const today = iso(now).slice(0, 10);
  const seeded: SeededSubmissions = { enquiries: 0, enrollments: 0, visits: 0, testimonials: 0, auditRows: 0 };
  // A family returns: about one record in four reuses an earlier family's mobile (an enquiry, then
  // an application or a visit), as "this family's records" shows them.
  const families: Array<ReturnType<typeof family>> = [];
  const familyFor = (n: number) => {
    if (families.length > 0 && random.chance(0.25)) return random.pick(families);
    const made = family(random, n);
    families.push(made);
    return made;
  };
  const followUp = (createdAt: number, open: boolean) => {
    const replied = !open || random.chance(0.6);
    return {
      assigneeUserId: staff.length > 0 && random.chance(0.5) ? random.pick(staff).id : null,
      followUpOn: open && random.chance(0.3) ? iso(Math.max(createdAt, now - 5 * DAY) + random.int(10) * DAY).slice(0, 10) : null,
      firstResponseAt: replied ? iso(createdAt + (10 + random.int(2880)) * 60_000) : null,
    };
  };
  const language = () => (random.chance(0.1) ? "hi" : "en");

  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    // Newest last: ids grow with time, as they do when families submit one after another.
    const times = Array.from({ length: size }, (_, i) => now - ((count - start - i) / count) * days * DAY - random.int(3_600_000));
    // What every kind's row has for the registry of references, beside its table's columns.
    type Made<T extends keyof Database> = Insertable<Database[T]> & { reference: string; createdAt: string };
    const enquiries: Made<"enquiries">[] = [];
    const enrollments: Array<Made<"enrollments"> & { status: ApplicationStage }> = [];
    const visits: Made<"visits">[] = [];
    for (const [i, created] of times.entries()) {
      const who = familyFor(start + i);
      const recent = now - created < 14 * DAY;
      const kind = random.next();
      const ref = reference();
      if (kind < 0.45) {
        const status: FamilyStatus =
          recent && random.chance(0.5) ? "new" : random.pick(["contacted", "admitted", "declined", "closed", "closed"] as const);
        enquiries.push({
          clientId,
          reference: ref,
          parentName: who.parentName,
          parentMobile: who.mobile,
          email: who.email,
          childName: random.chance(0.8) ? who.childName : "",
          message: random.pick(MESSAGES),
          source: random.chance(0.7) ? random.pick(SOURCES) : "",
          status,
          language: language(),
          createdAt: iso(created),
          ...followUp(created, status === "new" || status === "contacted"),
        });
      } else if (kind < 0.8) {
        const inSeason = now - created < 365 * DAY && classIds.length > 0;
        const stage: ApplicationStage =
          recent && random.chance(0.5)
            ? "received"
            : random.chance(0.15)
              ? random.pick(["declined", "withdrawn", "waitlisted"] as const)
              : random.pick(APPLICATION_PATH);
        enrollments.push({
          clientId,
          reference: ref,
          childName: who.childName,
          childAge: 2 + random.int(4),
          gender: who.gender,
          parentName: who.parentName,
          parentContact: who.mobile,
          email: random.chance(0.7) ? who.email : "",
          address: address(random),
          additionalInformation: random.chance(0.4) ? random.pick(MESSAGES) : "",
          program: random.pick(["", "earlyChildhoodDevelopment", "dayCareService"] as const),
          classId: inSeason ? random.pick(classIds) : null,
          childDateOfBirth: `${new Date(created).getUTCFullYear() - 3 - random.int(3)}-0${1 + random.int(9)}-1${random.int(10)}`,
          status: stage,
          language: language(),
          createdAt: iso(created),
          ...followUp(created, !["declined", "withdrawn", "enrolled"].includes(stage)),
        });
      } else {
        const on = created + (1 + random.int(14)) * DAY;
        const status: VisitStatus = on > now ? "booked" : random.pick(["attended", "attended", "noShow", "cancelled"] as const);
        const date = iso(on).slice(0, 10);
        visits.push({
          clientId,
          reference: ref,
          slotId: null,
          startsAt: `${date}T04:30:00.000Z`,
          date,
          startTime: "10:00",
          lengthMinutes: 45,
          parentName: who.parentName,
          parentMobile: who.mobile,
          email: random.chance(0.8) ? who.email : "",
          childName: who.childName,
          childDateOfBirth: `${new Date(created).getUTCFullYear() - 3}-0${1 + random.int(9)}-2${random.int(8)}`,
          source: random.chance(0.7) ? random.pick(SOURCES) : "",
          status,
          language: language(),
          createdAt: iso(created),
          updatedAt: iso(created),
          ...followUp(created, status === "booked" && date >= today),
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      const all = [...enquiries, ...enrollments, ...visits];
      await trx
        .insertInto("submissionReferences")
        .values(all.map((row) => ({ clientId, reference: row.reference, createdAt: row.createdAt })))
        .execute();
      if (enquiries.length > 0) await trx.insertInto("enquiries").values(enquiries).execute();
      if (visits.length > 0) await trx.insertInto("visits").values(visits).execute();
      if (enrollments.length === 0) return;
      const ids = await trx.insertInto("enrollments").values(enrollments).returning(["id", "reference"]).execute();
      const idOf = new Map(ids.map((row) => [row.reference, row.id]));
      // Its way along the path to its stage, one staff move each (the season report counts them).
      const audit = enrollments.flatMap((row) => {
        const path = (APPLICATION_PATH as readonly string[]).indexOf(row.status);
        const steps =
          path > 0
            ? APPLICATION_PATH.slice(1, path + 1)
            : row.status === "received"
              ? []
              : APPLICATION_PATH.slice(1, 1 + random.int(3)).concat([row.status] as never[]);
        const actor = staff.length > 0 ? random.pick(staff) : null;
        return steps.map((toStatus, step) => ({
          clientId,
          actorUserId: actor?.id ?? null,
          actorName: actor?.name ?? "",
          action: "status",
          subjectKind: "enrollment" as const,
          subjectId: idOf.get(row.reference ?? "") ?? null,
          fromStatus: step === 0 ? "received" : (steps[step - 1] ?? "received"),
          toStatus,
          note: random.pick(NOTES),
          createdAt: iso(Date.parse(row.createdAt) + (step + 1) * DAY),
        }));
      });
      for (let i = 0; i < audit.length; i += BATCH)
        await trx
          .insertInto("auditLog")
          .values(audit.slice(i, i + BATCH))
          .execute();
      seeded.auditRows += audit.length;
    });
    seeded.enquiries += enquiries.length;
    seeded.enrollments += enrollments.length;
    seeded.visits += visits.length;
  }

  const testimonials = options.testimonials ?? Math.round(count / 50);
  for (let start = 0; start < testimonials; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, testimonials - start) }, (_, i) => {
      const who = family(random, count + start + i);
      const created = iso(now - random.int(days) * DAY);
      const approved = random.chance(0.6) ? 1 : 0;
      return {
        clientId,
        title: who.parentName,
        description: `${who.childName.split(" ")[0]} loves the teachers and looks forward to school every morning.`,
        mobile: who.mobile,
        approved,
        rejected: approved ? 0 : random.chance(0.5) ? 1 : 0,
        displayOrder: 1000 + start + i,
        language: language(),
        createdAt: created,
        updatedAt: created,
      };
    });
    await db.transaction().execute((trx) => trx.insertInto("testimonials").values(rows).execute());
    seeded.testimonials += rows.length;
  }
  return seeded;
}

/**
 * PostgreSQL's planner statistics and visibility map, as autovacuum would have them a minute after
 * a bulk load (an index-only count needs the latter).
 */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await sql`vacuum analyze`.execute(db);
}
