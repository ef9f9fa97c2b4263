import type { FieldMetadata } from "@conform-to/react";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { SelectField, TextareaField, TextField } from "~/components/forms/Field";
import { FieldError } from "~/components/forms/FieldError";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { HindiField, Translating, type Versions } from "~/components/staff/HindiField";
import { ImageField } from "~/components/staff/ImageField";
import { ColourField } from "./ColourField";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { STAFF_PAGES, STAFF_TEXT } from "~/content/staff";
import { getProfile, type SchoolProfile } from "~/models/staffProfile.server";
import { refuse, requireStaff } from "~/services/staff.server";
import type { FormFailure } from "~/utils/forms";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import type { loader as staffLoader } from "../staff";
import type { PROFILE_TEXT_FIELDS } from "../../../shared/profile";

type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

export { action } from "./action.server";

export const meta = pageMeta(STAFF_PAGES.profile, { noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const profile = await getProfile(staff);
  if (!profile.ok) return refuse(request, profile);
  const [profileConstraint, domainConstraint] = await Promise.all([formConstraint(FORM_SCHEMAS.profile), formConstraint(FORM_SCHEMAS.domain)]);
  return json({ profile: profile.data.data, constraints: { profile: profileConstraint, domain: domainConstraint } });
}

type Answer = FormFailure & { intent?: string };

/** Which logos work where it is drawn (README "Staff console"): 48 pixels high, up to 4 times as wide. */
const LOGO_HINT =
  "A square or wide logo works best: it is drawn 48 pixels high in the header and footer, up to 4 times as wide (such as 800 × 200 pixels; upload one at least 400 pixels wide so it stays sharp). A tall logo is drawn small. JPEG, PNG, WebP, AVIF or HEIC, up to 10 MB. Leave empty to keep the current logo.";

/** The social links' fields (shared/profile.ts), each with an example of the address it takes. */
const SOCIAL_FIELDS = [
  { name: "facebookUrl", label: "Facebook", example: "https://www.facebook.com/yourschool" },
  { name: "instagramUrl", label: "Instagram", example: "https://www.instagram.com/yourschool" },
  { name: "youtubeUrl", label: "YouTube", example: "https://www.youtube.com/@yourschool" },
  { name: "xUrl", label: "X", example: "https://x.com/yourschool" },
  { name: "linkedinUrl", label: "LinkedIn", example: "https://www.linkedin.com/company/yourschool" },
  { name: "whatsappChannelUrl", label: "WhatsApp channel", example: "https://whatsapp.com/channel/…" },
] as const;

export default function ProfilePage() {
  const { profile } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof staffLoader>("routes/staff");
  const owner = layout?.user.role === "owner";
  return (
    <div className="mt-8 space-y-8">
      <div>
        <h1 className={S.h1}>{STAFF_PAGES.profile.title}</h1>
        <p className={S.lead}>What parents see on every page of the school&apos;s site. A saved change shows there at once.</p>
      </div>
      <section aria-labelledby="profile-title" className={`${S.panel} relative`}>
        <h2 id="profile-title" className="text-xl font-bold text-slate-900">
          Details
        </h2>
        <ProfileForm profile={profile} />
      </section>
      {owner ? <Domains domains={profile.domains} /> : null}
    </div>
  );
}

type ProfileField = FieldMetadata<string | string[], Record<string, string | string[]>, string[]>;

/**
 * The languages of the school's site (README "Languages"): English always, Hindi if chosen, and
 * which one a search engine offers first (x-default). Without Hindi the site has no /hi/ pages.
 */
function Languages({ languages, defaultLanguage }: { languages: ProfileField; defaultLanguage: ProfileField }) {
  const chosen = languages.initialValue;
  const hindi = Array.isArray(chosen) ? chosen.includes("hi") : chosen === "hi";
  return (
    <fieldset className="grid gap-5 md:col-span-2 md:grid-cols-2">
      <legend className="text-lg font-bold text-slate-900">Languages</legend>
      <p className="-mt-2 text-sm text-slate-700 md:col-span-2">
        Every page of the site is in English. With Hindi too, each page also has a Hindi version at the same address under /hi/, and a link in the
        header switches between them. The school&apos;s own texts show in Hindi where you have written a Hindi version, and in English where not.
      </p>
      <fieldset aria-describedby={languages.errors ? languages.errorId : undefined}>
        <legend className="font-semibold text-slate-900">The site&apos;s languages</legend>
        <label className="mt-2 flex items-center gap-2 text-slate-700">
          <input type="checkbox" checked disabled className="h-5 w-5" />
          English (always)
        </label>
        <label className="mt-2 flex items-center gap-2 text-slate-900">
          <input type="checkbox" name={languages.name} value="hi" defaultChecked={hindi} className="h-5 w-5" />
          <span>
            Hindi (<span lang="hi">हिन्दी</span>)
          </span>
        </label>
        <FieldError id={languages.errorId} errors={languages.errors} />
      </fieldset>
      <SelectField
        field={defaultLanguage}
        label="Default language"
        hint="The version search engines show first. It must be one of the site's languages."
        placeholder="Choose the default language"
        options={[
          { value: "en", label: "English" },
          { value: "hi", label: "Hindi" },
        ]}
      />
    </fieldset>
  );
}

function ProfileForm({ profile }: { profile: SchoolProfile }) {
  const { failure: answer, rejected } = useFormAnswer();
  const failure = (answer as Answer | undefined)?.intent === "profile" ? answer : undefined;
  const { domains: _domains, languages, translations, ...rest } = profile;
  // The form's values: the checkboxes hold the languages besides English, `hi` the Hindi versions
  // of the school's texts (README "Languages"; Conform's `hi.tagline`).
  const values = { ...rest, languages: languages.filter((lang) => lang !== "en"), hi: translations.hi ?? {} } as unknown as Record<string, string>;
  const { constraints } = useLoaderData<typeof loader>();
  const state = usePublicForm({
    id: "profile-form",
    name: "profile",
    schema: FORM_SCHEMAS.profile,
    constraint: constraints.profile,
    failure,
    defaultValue: values,
  });
  const { fields, invalid } = state;
  const focus = (name: string) => invalid === name;
  // Where the school offers Hindi, each of its texts has a Hindi version beside it; a half-width
  // field then starts its row, so the two stand side by side.
  const hindi = languages.includes("hi");
  const versions = (fields as unknown as Record<"hi", Versions>).hi.getFieldset();
  const inHindi = (name: ProfileTextField, label: string, options: { long?: boolean; className?: string } = {}) =>
    hindi ? <HindiField field={versions[name]!} label={label} autoFocus={focus(`hi.${name}`)} {...options} /> : null;
  const first = hindi ? "md:col-start-1" : undefined;
  return (
    <PublicForm
      state={state}
      name="profile"
      action="/staff/profile"
      encType="multipart/form-data"
      rejected={failure ? rejected : undefined}
      labelledBy={{ "aria-labelledby": "profile-title" }}
      className="mt-4 grid gap-5 md:grid-cols-2"
      sending={STAFF_TEXT.sending}
    >
      <input type="hidden" name="intent" value="profile" />
      <input type="hidden" name={fields.fullLogoUrl.name} value={profile.fullLogoUrl} />
      {hindi ? (
        <>
          <Translating />
          <p className="text-slate-700 md:col-span-2">
            Each of the school&apos;s texts has a Hindi version for the Hindi pages. Where one is empty, they show the English.
          </p>
        </>
      ) : null}
      <TextField
        field={fields.clientName}
        label="School name"
        autoComplete="organization"
        autoFocus={focus("clientName")}
        className="md:col-span-2"
      />
      {inHindi("clientName", "School name", { className: "md:col-span-2" })}
      <TextareaField field={fields.aboutUs} label="About the school" optional="(optional)" rows={5} className="md:col-span-2" />
      {inHindi("aboutUs", "About the school", { long: true, className: "md:col-span-2" })}
      <ImageField
        field={fields.logo}
        label="Logo"
        currentUrl={profile.fullLogoUrl || undefined}
        currentAlt={`The logo of ${profile.clientName}`}
        hint={LOGO_HINT}
        className="md:col-span-2"
      />
      <ColourField
        field={fields.brandColor}
        label="Brand colour"
        hint="Pick it, or type it such as #c2410c (the typed colour counts when you change both). White text goes on it (the header, buttons), so it must be dark enough: a contrast of at least 4.5:1."
        autoFocus={focus("brandColor")}
      />
      <ColourField
        field={fields.accentColor}
        label="Accent colour"
        hint="Pick it, or type it such as #fbbf24, for highlights and the enrol buttons (their text is black or white, whichever reads better)."
        autoFocus={focus("accentColor")}
      />
      <TextField field={fields.contactPhone1} label="Phone" type="tel" autoComplete="tel" autoFocus={focus("contactPhone1")} />
      <TextField field={fields.contactPhone2} label="Second phone" optional="(optional)" type="tel" autoComplete="tel" />
      <TextField field={fields.whatsAppNumber1} label="WhatsApp number" optional="(optional)" type="tel" />
      <TextField field={fields.contactEmail1} label="E-mail" type="email" autoComplete="email" autoFocus={focus("contactEmail1")} />
      <TextField field={fields.contactEmail2} label="Second e-mail" optional="(optional)" type="email" />
      <TextField field={fields.addressLine1} label="Address" autoComplete="address-line1" autoFocus={focus("addressLine1")} className={first} />
      {inHindi("addressLine1", "Address")}
      <TextField field={fields.addressLine2} label="Address line 2" optional="(optional)" autoComplete="address-line2" className={first} />
      {inHindi("addressLine2", "Address line 2")}
      <TextField field={fields.city} label="City" autoComplete="address-level2" autoFocus={focus("city")} className={first} />
      {inHindi("city", "City")}
      <TextField field={fields.state} label="State" autoComplete="address-level1" autoFocus={focus("state")} className={first} />
      {inHindi("state", "State")}
      <TextField field={fields.pinCode} label="PIN code" inputMode="numeric" autoComplete="postal-code" autoFocus={focus("pinCode")} />
      <TextField
        field={fields.tagline}
        label="Tagline"
        optional="(optional)"
        hint="The line under the welcome on Home. Blank: the site's own."
        autoFocus={focus("tagline")}
        className="md:col-span-2"
      />
      {inHindi("tagline", "Tagline", { className: "md:col-span-2" })}
      <TextField
        field={fields.ageRange}
        label="Ages"
        optional="(optional)"
        hint="The ages you take, such as 18 months to 6 years (Home's classes)."
        autoFocus={focus("ageRange")}
        className={first}
      />
      {inHindi("ageRange", "Ages")}
      <TextField
        field={fields.openingHours}
        label="Opening hours"
        optional="(optional)"
        hint="For the top bar, such as 8:30 AM - 5:00 PM."
        autoFocus={focus("openingHours")}
        className={first}
      />
      {inHindi("openingHours", "Opening hours")}
      <TextareaField
        field={fields.officeHours}
        label="Office hours"
        optional="(optional)"
        rows={3}
        hint="Contact page. One line each, such as Monday – Friday: 9:00 AM – 5:00 PM."
        autoFocus={focus("officeHours")}
        className={first}
      />
      {inHindi("officeHours", "Office hours", { long: true })}
      <TextareaField
        field={fields.schoolHours}
        label="School hours"
        optional="(optional)"
        rows={3}
        hint="Visit Us page. One line each, such as Monday – Friday: 8:30 AM – 3:30 PM."
        autoFocus={focus("schoolHours")}
        className={first}
      />
      {inHindi("schoolHours", "School hours", { long: true })}
      <fieldset className="grid gap-5 md:col-span-2 md:grid-cols-2">
        <legend className="text-lg font-bold text-slate-900">Social links</legend>
        <p className="-mt-2 text-sm text-slate-700 md:col-span-2">
          The school&apos;s own pages, shown as icons in the footer and on the contact page. Leave a field blank and that network is not shown; with
          all blank, no icons at all.
        </p>
        {SOCIAL_FIELDS.map(({ name, label, example }) => (
          <TextField
            key={name}
            field={fields[name]}
            label={label}
            optional="(optional)"
            inputMode="url"
            hint={`Such as ${example}`}
            autoComplete="off"
            autoFocus={focus(name)}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-5 md:col-span-2 md:grid-cols-2">
        <legend className="text-lg font-bold text-slate-900">Map pin</legend>
        <p className="-mt-2 text-sm text-slate-700 md:col-span-2">
          Where the map on the contact and Visit Us pages points, in decimal degrees (in Google Maps, right-click the school&apos;s gate and click the
          numbers to copy them). Leave both blank and the map finds the school by its address.
        </p>
        <TextField
          field={fields.mapLatitude}
          label="Latitude"
          optional="(optional)"
          hint="Such as 18.5204"
          autoComplete="off"
          autoFocus={focus("mapLatitude")}
        />
        <TextField
          field={fields.mapLongitude}
          label="Longitude"
          optional="(optional)"
          hint="Such as 73.8567"
          autoComplete="off"
          autoFocus={focus("mapLongitude")}
        />
      </fieldset>
      <Languages languages={fields.languages} defaultLanguage={fields.defaultLanguage} />
      <div className="md:col-span-2">
        <button type="submit" className={S.primary}>
          Save the profile
        </button>
      </div>
    </PublicForm>
  );
}

function Domains({ domains }: { domains: SchoolProfile["domains"] }) {
  const answer = useActionData<Answer>();
  // A refused removal, primary change or check: its message above the list (the row has no field).
  const listError = answer?.intent && answer.intent !== "add" && answer.intent !== "profile" ? answer.result?.error?.domain?.[0] : undefined;
  return (
    <section aria-labelledby="domains-title" className={`${S.panel} relative`}>
      <h2 id="domains-title" className="text-xl font-bold text-slate-900">
        Domains
      </h2>
      <p className={S.lead}>
        The addresses the school&apos;s site answers at. Links in e-mails use the primary one. A domain you add is pending until its DNS record shows
        that it is the school&apos;s: until then the site does not answer there.
      </p>
      {listError ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200" aria-label="The school's domains">
        {domains.map((row) => (
          <li key={row.domain} className="flex flex-wrap items-center gap-3 py-3">
            <span className="font-mono text-slate-900">{row.domain}</span>
            {row.isPrimary ? (
              <span className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-900">Primary</span>
            ) : row.verified ? (
              <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">Verified</span>
            ) : (
              <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Pending</span>
            )}
            {row.isPrimary ? null : (
              <div className="ml-auto flex flex-wrap gap-2">
                {row.verified ? (
                  <DomainButton intent="primary" domain={row.domain} label="Make primary" className={S.secondary} />
                ) : (
                  <DomainButton intent="check" domain={row.domain} label="Check now" className={S.secondary} />
                )}
                <DomainButton intent="remove" domain={row.domain} label="Remove" className={S.danger} />
              </div>
            )}
            {row.record ? <ProofRecord record={row.record} /> : null}
          </li>
        ))}
      </ul>
      <AddDomainForm key={domains.length} />
    </section>
  );
}

/** One of a domain's buttons: a plain form, so it works without JavaScript. */
function DomainButton({ intent, domain, label, className }: { intent: string; domain: string; label: string; className: string }) {
  return (
    <Form method="post" action="/staff/profile">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="domain" value={domain} />
      <button type="submit" className={className}>
        {label}
        <span className="sr-only"> {domain}</span>
      </button>
    </Form>
  );
}

/** What the owner publishes at the domain's DNS provider to prove it (README "Staff console"). */
function ProofRecord({ record }: { record: NonNullable<SchoolProfile["domains"][number]["record"]> }) {
  return (
    <div className="w-full rounded-lg bg-amber-50 p-4 text-slate-900">
      <p>
        Not served yet. Publish this DNS record where the domain is managed, then press <strong>Check now</strong> (a new record can take a few hours
        to arrive). If you cannot, ask us to approve the domain.
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Name</dt>
        <dd className="break-all font-mono">{record.name}</dd>
        <dt className="font-semibold">Type</dt>
        <dd className="font-mono">{record.type}</dd>
        <dt className="font-semibold">Value</dt>
        <dd className="break-all font-mono">{record.value}</dd>
      </dl>
    </div>
  );
}

function AddDomainForm() {
  const { failure: answer, rejected } = useFormAnswer();
  const failure = (answer as Answer | undefined)?.intent === "add" ? answer : undefined;
  const { constraints } = useLoaderData<typeof loader>();
  const state = usePublicForm({ id: "domain-form", name: "domain", schema: FORM_SCHEMAS.domain, constraint: constraints.domain, failure });
  const { fields, invalid } = state;
  return (
    <PublicForm
      state={state}
      name="domain"
      action="/staff/profile"
      rejected={failure ? rejected : undefined}
      labelledBy={{ "aria-label": "Add a domain" }}
      className="mt-6 flex flex-wrap items-end gap-4"
      sending={STAFF_TEXT.sending}
    >
      <input type="hidden" name="intent" value="add" />
      <TextField
        field={fields.domain}
        label="Add a domain"
        hint="Such as www.example.in"
        autoComplete="off"
        autoFocus={invalid === "domain"}
        className="grow"
      />
      <button type="submit" className={S.primary}>
        Add
      </button>
    </PublicForm>
  );
}
