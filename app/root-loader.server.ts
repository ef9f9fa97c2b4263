import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { mainMenu, PROGRAM_PATHS } from "~/content/navigation";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { providerMessage } from "~/i18n/form-copy.server";
import { layoutCopy } from "~/i18n/layout-copy.server";
import { LANGUAGES } from "~/i18n/languages";
import { pageLanguages } from "~/i18n/page-languages.server";
import { schoolDefaultLang, schoolLangs } from "~/i18n/school-languages.server";
import { programsNotOffered } from "~/services/school-pages.server";
import { siteView, themeStyle } from "~/services/school.server";
import { getTenant, schoolOrigin } from "~/services/tenant.server";
import { getEnv } from "~/utils/env.server";
import { menuIn, menuWithout } from "~/utils/menu";
import type { RenderedFor } from "~/utils/response-cache.server";
import type { RootData } from "~/utils/root-data";
import type { ToastView } from "~/utils/toast";
import { readToast } from "~/utils/toast.server";

// The root's loader (root.tsx), apart from it so the browser gets one empty module for it rather
// than one for each server module it calls (README "JavaScript budgets").

export async function loader({ request, context }: LoaderFunctionArgs) {
  // One deadline for this loader's API calls (DESIGN.md: each call with a timeout).
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const [tenant, flash] = await Promise.all([getTenant(request, { signal }), readToast(request)]);
  const client = tenant.status === "found" ? tenant.client : null;
  // Tells server.ts's response cache which school this page shows: that school's content changes
  // drop it (utils/response-cache.server.ts).
  const renderedFor = context.renderedFor as RenderedFor | undefined;
  if (renderedFor) renderedFor.clientId = client?.clientId ?? null;
  // The menu's programs (README "Staff console": "Pages"); a failed list hides none and says so.
  const programs = client ? await programsNotOffered(client.clientId, { signal }) : null;

  // The page's language (README "Languages"): a language the school does not offer never gets
  // here, its layout route answers 404 first; its 404 page is drawn in English.
  const langs = schoolLangs(client);
  const urlLang = requestLang(request);
  const lang = langs.includes(urlLang) ? urlLang : "en";
  const words = catalogue(lang);
  const origin = schoolOrigin(request, tenant);
  const site = siteView(client, lang);

  const toasts: ToastView[] = flash.toast ? [flash.toast] : [];
  // SPEC §1 only logs a failed lookup; when the provider is down (not for an unknown host) the
  // visitor also gets the generic error toast, so the empty fallback site is explained.
  // A provider's words in the page's language (README "Languages").
  if (tenant.status === "failed")
    toasts.push({ type: "error", message: tenant.message ? providerMessage(lang, tenant.message) : words.layout.genericError });
  if (programs?.list.error) toasts.push({ type: "error", message: providerMessage(lang, programs.list.error) });

  return json<RootData>(
    {
      lang,
      htmlLang: LANGUAGES[lang].intl,
      prefix: LANGUAGES[lang].prefix,
      ...pageLanguages(new URL(request.url), { lang, langs, defaultLang: schoolDefaultLang(client), origin }),
      copy: layoutCopy(words, site),
      site,
      programsOff: programs?.off ?? [],
      // Per school since programs can be turned off: worked out here, so no page ships the filter.
      menu: menuIn(
        lang,
        menuWithout(
          mainMenu(words.layout.menu),
          (programs?.off ?? []).map((program) => PROGRAM_PATHS[program]),
        ),
      ),
      themeCss: themeStyle(client),
      // Never an unknown Host header echoed into a link.
      canonicalOrigin: origin,
      toasts,
      confirmation: flash.confirmation ?? null,
      year: Number(new Intl.DateTimeFormat("en-IN", { year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date())),
    },
    flash.headers ? { headers: flash.headers } : undefined,
  );
}
