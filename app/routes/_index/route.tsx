import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchoolJsonLd } from "~/components/SchoolJsonLd";
import { HERO } from "~/content/home";
import { DEFAULT_SLIDE } from "~/content/site";
import { listCarousel } from "~/models/carousel.server";
import { listGallery } from "~/models/gallery.server";
import { listOurTeam } from "~/models/ourTeam.server";
import { loadSchoolPage } from "~/services/page.server";
import { schoolJsonLdText } from "~/services/school.server";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { inLanguage } from "~/i18n/school-languages.server";
import { pageMeta } from "~/utils/meta";
import { mediaUrl } from "~/utils/static-assets.server";
import { useRootData } from "~/utils/root-data";
import { HomePage, type HomeCopy, type HomeData } from "./HomePage";

export const meta = pageMeta();

export function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const home = catalogue(lang).home;
  const defaultSlide = { key: "default-0", src: mediaUrl(DEFAULT_SLIDE, DEFAULT_SLIDE), alt: home.defaultSlideAlt };
  /** The fallback site's Home: no school's data at all (SPEC §1). */
  const fallbackHome: Omit<HomeData, "copy"> & { jsonLd: string | null } = { slides: [defaultSlide], gallery: [], teachers: [], jsonLd: null };
  return loadSchoolPage(
    request,
    fallbackHome,
    async ({ client, clientId, origin, lists, words }) => {
      // All lists at once (no waterfall), with the page sizes of SPEC §9.
      const [carousel, gallery, teachers] = await Promise.all([
        listCarousel(clientId, lists),
        listGallery(clientId, { mediaType: "image", page: "home" }, lists),
        listOurTeam(clientId, lists),
      ]);
      // The school's own words in the page's language (README "Languages").
      const slides = carousel.data
        .map((item) => inLanguage(item, item.translations, lang, ["title"]))
        .map((item, index) => ({
          key: String(item.id),
          src: mediaUrl(item.imageUrl, DEFAULT_SLIDE),
          alt: item.title || words.home.slideAlt(client.clientName, index + 1),
        }));
      const page = {
        jsonLd: schoolJsonLdText(client, origin),
        slides: slides.length > 0 ? slides : [defaultSlide],
        gallery: gallery.data
          .filter((item) => item.mediaType === "image" && item.mediaUrl)
          .map((item) => inLanguage(item, item.translations, lang, ["caption", "categoryName"]))
          .map((item, index) => ({
            key: String(item.id),
            src: mediaUrl(item.mediaUrl, DEFAULT_SLIDE),
            alt: item.caption || words.home.classPhotoAlt(index + 1, item.categoryName),
            category: item.categoryName,
          })),
        teachers: teachers.data
          .map((member) => inLanguage(member, member.translations, lang, ["name", "designation"]))
          .map((member) => ({
            key: String(member.id),
            src: mediaUrl(member.imageUrl, ""),
            photoAlt: words.ourTeam.photoOf(member.name),
            name: member.name,
            designation: member.designation,
          })),
      };
      // SPEC §8: each failed list adds an error toast; the rest of the page renders.
      return { page, lists: [carousel, gallery, teachers] };
    },
    ({ home: words, carousel }): HomeCopy => {
      const shared = { slideOf: carousel.slideOf, play: carousel.play, pause: carousel.pause };
      return {
        hero: { ...words.hero, to: pathIn(lang, HERO.ctaTo) },
        heroCarousel: { ...words.heroCarousel, ...shared },
        intro: words.intro,
        // The sentence with the school's own ages has them filled in by the page, where they are known.
        classGallery: { ...words.classGallery, textForAges: words.classGallery.textForAges("%1") },
        galleryCarousel: { ...words.galleryCarousel, ...shared },
        curriculum: words.curriculum,
        teachers: words.teachers,
        teachersCarousel: { ...words.teachersCarousel, ...shared },
      };
    },
  );
}

export default function Home() {
  const { jsonLd, ...page } = useLoaderData<typeof loader>();
  const site = useRootData()?.site;
  return (
    <>
      {/* schema.org facts for search engines: home and contact pages. */}
      <SchoolJsonLd json={jsonLd} />
      <HomePage {...page} tagline={site?.tagline} ageRange={site?.ageRange} />
    </>
  );
}
