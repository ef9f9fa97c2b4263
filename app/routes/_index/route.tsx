import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import carouselStyles from "react-responsive-carousel/lib/styles/carousel.min.css?url";
import { SchoolJsonLd } from "~/components/SchoolJsonLd";
import { DEFAULT_SLIDE } from "~/content/site";
import { listCarousel } from "~/models/carousel.server";
import { listGallery } from "~/models/gallery.server";
import { listOurTeam } from "~/models/ourTeam.server";
import { loadSchoolPage } from "~/services/page.server";
import { schoolJsonLdText } from "~/services/school.server";
import { pageMeta } from "~/utils/meta";
import { mediaUrl } from "~/utils/static-assets.server";
import { useRootData } from "~/utils/root-data";
import { HomePage, type HomeData } from "./HomePage";

export const meta = pageMeta();

export const links: LinksFunction = () => [{ rel: "stylesheet", href: carouselStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  const defaultSlide = { key: "default-0", src: mediaUrl(DEFAULT_SLIDE, DEFAULT_SLIDE), alt: "Children playing and learning together" };
  /** The fallback site's Home: no school's data at all (SPEC §1). */
  const fallbackHome: HomeData & { jsonLd: string | null } = { slides: [defaultSlide], gallery: [], teachers: [], jsonLd: null };
  return loadSchoolPage(request, fallbackHome, async ({ client, clientId, origin, lists }) => {
    // All lists at once (no waterfall), with the page sizes of SPEC §9.
    const [carousel, gallery, teachers] = await Promise.all([
      listCarousel(clientId, lists),
      listGallery(clientId, { mediaType: "image", page: "home" }, lists),
      listOurTeam(clientId, lists),
    ]);
    const slides = carousel.data.map((item, index) => ({
      key: String(item.id),
      src: mediaUrl(item.imageUrl, DEFAULT_SLIDE),
      alt: item.title || `${client.clientName}: photo ${index + 1}`,
    }));
    const page = {
      jsonLd: schoolJsonLdText(client, origin),
      slides: slides.length > 0 ? slides : [defaultSlide],
      gallery: gallery.data
        .filter((item) => item.mediaType === "image" && item.mediaUrl)
        .map((item, index) => ({
          key: String(item.id),
          src: mediaUrl(item.mediaUrl, DEFAULT_SLIDE),
          alt: item.caption || (item.categoryName ? `${item.categoryName}: class photo ${index + 1}` : `Class photo ${index + 1}`),
          category: item.categoryName,
        })),
      teachers: teachers.data.map((member) => ({
        key: String(member.id),
        src: mediaUrl(member.imageUrl, ""),
        name: member.name,
        designation: member.designation,
      })),
    };
    // SPEC §8: each failed list adds an error toast; the rest of the page renders.
    return { page, lists: [carousel, gallery, teachers] };
  });
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
