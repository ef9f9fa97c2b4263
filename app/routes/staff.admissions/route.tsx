import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { SelectField, TextField } from "~/components/forms/Field";
import { usePublicForm } from "~/components/forms/use-public-form";
import { HindiField, Translating, type Versions } from "~/components/staff/HindiField";
import { DeleteForm, EditDisclosure, IntentForm, Section, useRefused } from "~/components/staff/PageForms";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { FORM_TEXT } from "~/content/forms";
import { PROGRAM_NAMES } from "~/content/programs";
import { STAFF_TEXT } from "~/content/staff";
import { ADMISSION_PAGES, ADMISSION_TEXT as T } from "~/content/staff-admissions";
import { UPI_TEXT } from "~/content/staff-payments";
import { getAdmissionYears, getChecklist, type AdmissionYear, type ChecklistItem, type StaffClass } from "~/models/staffAdmissions.server";
import { getUpiSettings } from "~/models/staffPayments.server";
import { offersLanguage } from "~/i18n/school-languages.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { PROGRAMS, readProgram } from "~/utils/enrollment-values";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { dayInWords } from "~/utils/visits";
import type { loader as layoutLoader } from "../staff";
import { getSeats } from "~/models/offers.server";
import { Seats } from "./Seats";
import { Checklist } from "./Checklist";

export { action } from "./action.server";

export const meta = pageMeta(ADMISSION_PAGES.years, { noindex: true });

const PATH = "/staff/admissions";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const [years, seats, upi, yearForm, classForm, checklistForm, upiForm] = await Promise.all([
    getAdmissionYears(staff),
    getSeats(staff),
    getUpiSettings(staff),
    formConstraint(FORM_SCHEMAS.admissionYear),
    formConstraint(FORM_SCHEMAS.admissionClass),
    formConstraint(FORM_SCHEMAS.checklistItem),
    formConstraint(FORM_SCHEMAS.upiSettings),
  ]);
  if (!years.ok) return refuse(request, years);
  // Each class's checklist of documents (README "Admissions": "Documents"), all at once.
  const classIds = years.data.data.flatMap((year) => year.classes.map((row) => row.id));
  const lists = await Promise.all(classIds.map((id) => getChecklist(staff, id)));
  // One that cannot be read just now says so in its place; the years and classes still show.
  const checklists: Record<string, ChecklistItem[] | null> = {};
  for (const [index, list] of lists.entries()) {
    if (!list.ok && [401, 403, 404].includes(list.status)) return refuse(request, list);
    checklists[String(classIds[index])] = list.ok ? list.data.data : null;
  }
  return json({
    years: years.data.data.map((year) => ({ ...year, day: dayInWords(year.startsOn) })),
    // The seats table is a help, not the page: without it the years still show.
    seats: seats.ok ? seats.data.data : [],
    checklists,
    // So are the UPI settings: a provider without them leaves the section out.
    upi: upi.ok ? upi.data.data : null,
    constraints: { year: yearForm, class: classForm, checklist: checklistForm, upi: upiForm },
    // A class's and a document's name have a Hindi version where the school offers Hindi (README "Languages").
    hindi: offersLanguage(staff.client, "hi"),
  });
}

const PROGRAM_OPTIONS = PROGRAMS.map((value) => ({ value, label: PROGRAM_NAMES[value] }));

/** " · Early Childhood Development", or nothing for a class of no program. */
function programName(value: string) {
  const program = readProgram(value);
  return program ? ` · ${PROGRAM_NAMES[program]}` : "";
}

/** Whether the signed-in member may change the years (the provider says so again). */
function useOwner() {
  return useRouteLoaderData<typeof layoutLoader>("routes/staff")?.user.role === "owner";
}

export default function AdmissionYearsPage() {
  const { years, seats } = useLoaderData<typeof loader>();
  const owner = useOwner();
  return (
    <div className="mt-8 space-y-8">
      <div>
        <h1 className={S.h1}>{ADMISSION_PAGES.years.title}</h1>
        <p className={S.lead}>{T.lead}</p>
        {owner ? null : <p className="mt-2 text-slate-800">{T.ownerOnly}</p>}
      </div>
      {years.length === 0 ? <p className="text-slate-800">{T.none}</p> : null}
      <Seats classes={seats} />
      {years.map((year) => (
        <YearSection key={year.id} year={year} owner={owner} />
      ))}
      {owner ? (
        <Section id="add-year-title" title={T.addYear}>
          <YearForm key={years.map((year) => year.id).join("-")} year={null} />
        </Section>
      ) : null}
      <UpiSection owner={owner} />
    </div>
  );
}

function YearSection({ year, owner }: { year: AdmissionYear & { day: string }; owner: boolean }) {
  const { mine } = useRefused(`year-${year.id}`);
  return (
    <Section id={`year-${year.id}-title`} title={year.label}>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800">
          <span className="font-semibold">{year.open ? T.open : T.closed}</span> · {T.starts(year.day)}
        </p>
        {owner ? <DeleteForm action={PATH} intent="deleteYear" id={year.id} label="Delete the year" what={year.label} /> : null}
      </div>
      {owner ? (
        <EditDisclosure open={mine} what={year.label}>
          <YearForm key={`${year.label}-${year.startsOn}-${year.open}`} year={year} />
        </EditDisclosure>
      ) : null}
      {year.classes.length === 0 ? (
        <p className="mt-4 text-slate-800">{T.noClasses}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {year.classes.map((row) => (
            <li key={row.id} className="py-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-slate-900">
                  <span className="font-semibold">{row.name}</span>
                  {` · ${T.seats(row.seats)} · ${row.rule} · ${T.fee(row.feeRupees)}`}
                  {programName(row.program)}
                  {` · ${T.applications(row.applications)}`}
                </p>
                {owner ? <DeleteForm action={PATH} intent="deleteClass" id={row.id} label="Delete" what={`${row.name} ${year.label}`} /> : null}
              </div>
              {owner ? <ClassEdit row={row} what={`${row.name} ${year.label}`} /> : null}
              <ClassChecklist classId={row.id} what={`${row.name} ${year.label}`} owner={owner} />
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <>
          <p className="mt-2 text-sm text-slate-700">{T.keepsApplications}</p>
          <h3 id={`add-class-${year.id}-title`} className="mt-6 text-lg font-bold text-slate-900">
            {T.addClass(year.label)}
          </h3>
          <ClassForm key={year.classes.map((row) => row.id).join("-")} yearId={year.id} row={null} />
        </>
      ) : null}
    </Section>
  );
}

function ClassChecklist({ classId, what, owner }: { classId: number | string; what: string; owner: boolean }) {
  const { checklists, constraints, hindi } = useLoaderData<typeof loader>();
  const items = checklists[String(classId)];
  return (
    <Checklist
      classId={classId}
      what={what}
      items={items === undefined ? [] : items}
      owner={owner}
      constraint={constraints.checklist}
      hindi={hindi}
    />
  );
}

function ClassEdit({ row, what }: { row: StaffClass; what: string }) {
  const { mine } = useRefused(`class-${row.id}`);
  return (
    <EditDisclosure open={mine} what={what}>
      <ClassForm key={`${row.name}-${row.program}-${row.seats}-${row.minMonths}-${row.underMonths}-${row.ageOn}`} yearId={null} row={row} />
    </EditDisclosure>
  );
}

/** A new year (`year` null) or one to edit. */
function YearForm({ year }: { year: AdmissionYear | null }) {
  const { constraints } = useLoaderData<typeof loader>();
  const key = year ? `year-${year.id}` : "year-new";
  const { failure, rejected } = useRefused(key);
  const state = usePublicForm({
    id: `${key}-form`,
    name: key,
    schema: FORM_SCHEMAS.admissionYear,
    constraint: constraints.year,
    failure,
    defaultValue: year ? { label: year.label, startsOn: year.startsOn, open: String(year.open) } : { open: "false" },
  });
  const { fields, invalid } = state;
  return (
    <div className="relative mt-4">
      <IntentForm
        action={PATH}
        sending={STAFF_TEXT.sending}
        state={state}
        name={key}
        intent="year"
        rejected={rejected}
        labelledBy={year ? { "aria-label": `Edit ${year.label}` } : { "aria-labelledby": "add-year-title" }}
        className="grid gap-5 md:grid-cols-3"
        submit={year ? "Save changes" : "Add the year"}
        submitClassName="md:col-span-3"
      >
        {year ? <input type="hidden" name="id" value={year.id} /> : null}
        <TextField field={fields.label} label={T.labels.label} hint={T.hints.label} autoFocus={invalid === "label"} />
        <TextField field={fields.startsOn} label={T.labels.startsOn} hint={T.hints.startsOn} type="date" autoFocus={invalid === "startsOn"} />
        <SelectField field={fields.open} label={T.labels.open} placeholder={T.labels.open} options={T.openChoices} autoFocus={invalid === "open"} />
      </IntentForm>
    </div>
  );
}

const parts = (months: number) => ({ years: String(Math.floor(months / 12)), months: String(months % 12) });

/** A new class of a year (`row` null) or one to edit. */
function ClassForm({ yearId, row }: { yearId: number | string | null; row: StaffClass | null }) {
  const { constraints, hindi } = useLoaderData<typeof loader>();
  const key = row ? `class-${row.id}` : `class-new-${yearId}`;
  const { failure, rejected } = useRefused(key);
  const min = parts(row?.minMonths ?? 36);
  const under = parts(row?.underMonths ?? 48);
  const state = usePublicForm({
    id: `${key}-form`,
    name: key,
    schema: FORM_SCHEMAS.admissionClass,
    constraint: constraints.class,
    failure,
    defaultValue: {
      name: row?.name ?? "",
      program: row?.program ?? "",
      seats: String(row?.seats ?? 20),
      minYears: min.years,
      minMonths: min.months,
      underYears: under.years,
      underMonths: under.months,
      ageOn: row?.ageOn ?? "",
      fee: row ? String(row.feeRupees) : "0",
      // The name's Hindi version (Conform's `hi.name`).
      hi: row?.translations.hi ?? {},
    } as unknown as Record<string, string>,
  });
  const { fields, invalid } = state;
  const versions = (fields as unknown as Record<"hi", Versions>).hi.getFieldset();
  return (
    <div className="relative mt-4">
      <IntentForm
        action={PATH}
        sending={STAFF_TEXT.sending}
        state={state}
        name={key}
        intent="class"
        rejected={rejected}
        labelledBy={row ? { "aria-label": `Edit ${row.name}` } : { "aria-labelledby": `add-class-${yearId}-title` }}
        className="grid gap-5 md:grid-cols-4"
        submit={row ? "Save changes" : "Add the class"}
        submitClassName="md:col-span-4"
      >
        {row ? <input type="hidden" name="id" value={row.id} /> : <input type="hidden" name="yearId" value={yearId ?? ""} />}
        <TextField field={fields.name} label={T.labels.name} autoFocus={invalid === "name"} />
        {hindi ? (
          <>
            <Translating />
            <HindiField field={versions.name!} label={T.labels.name} autoFocus={invalid === "hi.name"} />
          </>
        ) : null}
        <SelectField
          field={fields.program}
          label={T.labels.program}
          optional={FORM_TEXT.optional}
          placeholder={T.programPlaceholder}
          options={PROGRAM_OPTIONS}
          hint={T.hints.program}
          autoFocus={invalid === "program"}
        />
        <TextField field={fields.seats} label={T.labels.seats} hint={T.hints.seats} inputMode="numeric" autoFocus={invalid === "seats"} />
        <TextField field={fields.ageOn} label={T.labels.ageOn} hint={T.hints.ageOn} type="date" autoFocus={invalid === "ageOn"} />
        <TextField field={fields.fee} label={T.labels.fee} hint={T.hints.fee} inputMode="numeric" autoFocus={invalid === "fee"} />
        <TextField field={fields.minYears} label={T.labels.minYears} hint={T.hints.min} inputMode="numeric" autoFocus={invalid === "minYears"} />
        <TextField field={fields.minMonths} label={T.labels.minMonths} inputMode="numeric" autoFocus={invalid === "minMonths"} />
        <TextField
          field={fields.underYears}
          label={T.labels.underYears}
          hint={T.hints.under}
          inputMode="numeric"
          autoFocus={invalid === "underYears"}
        />
        <TextField field={fields.underMonths} label={T.labels.underMonths} inputMode="numeric" autoFocus={invalid === "underMonths"} />
      </IntentForm>
    </div>
  );
}

/** Where parents pay the classes' fees (README "Admissions": "Registration fee by UPI"): the owner's to change. */
function UpiSection({ owner }: { owner: boolean }) {
  const { upi } = useLoaderData<typeof loader>();
  if (!upi) return null;
  return (
    <Section id="upi-title" title={UPI_TEXT.title}>
      <p className="mt-1 text-slate-800">{UPI_TEXT.lead}</p>
      <p className="mt-2 font-semibold text-slate-900">{upi.upiId ? UPI_TEXT.current(upi.payeeName, upi.upiId) : UPI_TEXT.none}</p>
      {owner ? <UpiForm key={`${upi.upiId}-${upi.upiName}`} upiId={upi.upiId} upiName={upi.upiName} /> : null}
    </Section>
  );
}

function UpiForm({ upiId, upiName }: { upiId: string; upiName: string }) {
  const { constraints } = useLoaderData<typeof loader>();
  const { failure, rejected } = useRefused("upi");
  const state = usePublicForm({
    id: "upi-form",
    name: "upi",
    schema: FORM_SCHEMAS.upiSettings,
    constraint: constraints.upi,
    failure,
    defaultValue: { upiId, upiName },
  });
  const { fields, invalid } = state;
  return (
    <div className="relative mt-4">
      <IntentForm
        action={PATH}
        sending={STAFF_TEXT.sending}
        state={state}
        name="upi"
        intent="upi"
        rejected={rejected}
        labelledBy={{ "aria-labelledby": "upi-title" }}
        className="grid gap-5 md:grid-cols-2"
        submit={UPI_TEXT.submit}
        submitClassName="md:col-span-2"
      >
        <TextField
          field={fields.upiId}
          label={UPI_TEXT.labels.upiId}
          optional={FORM_TEXT.optional}
          hint={UPI_TEXT.hints.upiId}
          autoComplete="off"
          autoFocus={invalid === "upiId"}
        />
        <TextField
          field={fields.upiName}
          label={UPI_TEXT.labels.upiName}
          optional={FORM_TEXT.optional}
          hint={UPI_TEXT.hints.upiName}
          autoComplete="off"
          autoFocus={invalid === "upiName"}
        />
      </IntentForm>
    </div>
  );
}
