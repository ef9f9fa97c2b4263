import type { LinksFunction, LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import lightboxStyles from "yet-another-react-lightbox/styles.css?url";
import captionsStyles from "yet-another-react-lightbox/plugins/captions.css?url";
import { FailableImage } from "~/components/FailableImage";
import { HIGH_PRIORITY } from "~/components/LazyImage";
import { PageBanner } from "~/components/PageBanner";
import { CategoryTabs, useSelectedCategory } from "~/components/gallery/CategoryTabs";
import type { GalleryPhotoSlide, LightboxLabels } from "~/components/gallery/PhotoLightbox";
import { listGallery } from "~/models/gallery.server";
import { copyMeta } from "~/utils/meta";
import { fill } from "~/utils/carousel";
import { inLanguage } from "~/i18n/school-languages.server";
import { mediaUrl } from "~/utils/static-assets.server";
import { loadSchoolPage } from "~/services/page.server";
import { Section } from "~/components/Section";

// The lightbox's code (yet-another-react-lightbox with its plugins) is fetched when a visitor first
// reaches for a photo, not with the page (README "JavaScript budgets").
const loadLightbox = () => import("~/components/gallery/PhotoLightbox");
const PhotoLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.PhotoLightbox })));

export const meta = copyMeta();

// The lightbox's styles load only with this page.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: lightboxStyles },
  { rel: "stylesheet", href: captionsStyles },
];

export function loader({ request }: LoaderFunctionArgs) {
  return loadSchoolPage(
    request,
    { photos: [], categories: [] },
    async ({ clientId, lists, lang, words }) => {
      // SPEC §9: gallery 1/1000 on the gallery pages; images only (the video gallery asks for videos).
      const gallery = await listGallery(clientId, { mediaType: "image", page: "gallery" }, lists);
      const photos = gallery.data
        .filter((item) => item.mediaType === "image" && item.mediaUrl)
        // The school's own words in the page's language (README "Languages").
        .map((item) => inLanguage(item, item.translations, lang, ["caption", "categoryName"]))
        .map((item, index) => ({
          key: String(item.id),
          // An unusable URL (not http(s) or site-relative) becomes an empty data: URL, which fails at
          // once without a request and shows the failure text, rather than some other picture.
          src: mediaUrl(item.mediaUrl, "data:,"),
          caption: item.caption,
          category: item.categoryName,
          alt: item.caption || words.photoGallery.photoAlt(index + 1, item.categoryName),
        }));
      // SPEC §2: a tab per distinct category name, in the order the photos come.
      const categories = Array.from(new Set(photos.map((photo) => photo.category).filter(Boolean)));
      return { page: { photos, categories }, lists: [gallery] };
    },
    ({ photoGallery: words }, school) => ({
      page: { title: words.page.title, description: words.page.description(school) },
      lead: words.lead,
      heading: words.heading,
      tabsLabel: words.tabsLabel,
      allTab: words.allTab,
      empty: words.empty,
      imageFailed: words.imageFailed,
      gridLabel: words.gridLabel,
      viewerTitle: words.viewerTitle(words.page.title),
      close: words.close,
      closeWhat: words.closeWhat,
      viewerNav: words.viewerNav,
      previous: words.previous,
      next: words.next,
      lightbox: words.lightbox,
    }),
  );
}

type PhotoCopy = SerializeFrom<typeof loader>["copy"];

/** Tabs and the photo viewer only change the query string: the list is already here. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function PhotoGallery() {
  const { photos, categories, copy } = useLoaderData<typeof loader>();
  const location = useLocation();
  const selected = useSelectedCategory();
  const shown = selected ? photos.filter((photo) => photo.category === selected) : photos;
  const viewing = viewerIndex(new URLSearchParams(location.search).get("photo"), shown.length);

  if (viewing !== null) {
    return <PhotoViewer photos={shown} index={viewing} category={selected} copy={copy} />;
  }

  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      <Section titleId="photos-title" title={copy.heading} className="mx-auto my-12 max-w-7xl px-4">
        {photos.length > 0 ? <CategoryTabs copy={copy} categories={categories} selected={selected} /> : null}
        {shown.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">{copy.empty}</p>
        ) : (
          <PhotoGrid photos={shown} category={selected} copy={copy} />
        )}
      </Section>
    </>
  );
}

type Photo = SerializeFrom<typeof loader>["photos"][number];

/** `?category=…&photo=N` (N from 1) for the card or viewer link; the category is kept. */
function photoHref(pathname: string, category: string | null, photo?: number): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (photo !== undefined) params.set("photo", String(photo));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The 0-based index of ?photo=N among `count` photos, or null when absent or out of range. */
function viewerIndex(value: string | null, count: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= count ? n - 1 : null;
}

/**
 * SPEC §2: a grid of 1 column (extra small), 2 (small), 3 (medium and up). Each card is a link to
 * the ?photo=N viewer; once JavaScript runs, a click opens the lightbox at that photo instead.
 */
function PhotoGrid({ photos, category, copy }: { photos: Photo[]; category: string | null; copy: PhotoCopy }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | null>(null);
  // Mounted from the first opening on, so that it also animates its closing.
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const slides: GalleryPhotoSlide[] = photos.map((photo) => ({
    type: "gallery-photo",
    src: photo.src,
    alt: photo.alt,
    // The Captions plugin cuts a title to one line but wraps the description: the category is
    // the short title, the caption the description (SPEC §2: the lightbox shows the caption).
    title: photo.category || undefined,
    description: photo.caption || undefined,
  }));

  const onCardClick = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) still gets the viewer page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setWanted(true);
    setOpen(index);
  };

  return (
    <>
      <ul aria-label={copy.gridLabel} data-lightbox={hydrated ? "on" : "off"} className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <Link
              to={photoHref(pathname, category, index + 1)}
              preventScrollReset
              onClick={hydrated ? onCardClick(index) : undefined}
              onPointerEnter={hydrated ? () => void loadLightbox() : undefined}
              onFocus={hydrated ? () => void loadLightbox() : undefined}
              aria-haspopup={hydrated ? "dialog" : undefined}
              className="group block overflow-hidden rounded-2xl bg-white shadow ring-1 ring-slate-900/5 transition-shadow hover:shadow-lg"
            >
              <figure>
                <FailableImage
                  src={photo.src}
                  alt={photo.alt}
                  width={800}
                  height={600}
                  // The first photo is the page's largest image in the first screen (its LCP).
                  {...(index === 0 ? HIGH_PRIORITY : {})}
                  loading={index === 0 ? "eager" : "lazy"}
                  decoding="async"
                  failedText={copy.imageFailed}
                  className="block aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
                {photo.category ? (
                  <figcaption className="relative bg-white px-4 py-3 font-semibold text-slate-800">{photo.category}</figcaption>
                ) : null}
              </figure>
            </Link>
          </li>
        ))}
      </ul>
      {hydrated && wanted ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            slides={slides}
            index={open}
            failedText={copy.imageFailed}
            labels={copy.lightbox satisfies LightboxLabels}
            onClose={() => {
              setOpen(null);
              // Back to the photo that opened it (WCAG 2.4.3).
              window.setTimeout(() => opener.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The lightbox without JavaScript (DESIGN.md): ?photo=N renders the photo full size with its
 * caption, previous/next links that wrap around (SPEC §4) and a close link back to the grid, the
 * category kept throughout. A photo that fails to load shows SPEC §8's text (FailableImage).
 */
function PhotoViewer({ photos, index, category, copy }: { photos: Photo[]; index: number; category: string | null; copy: PhotoCopy }) {
  const { pathname } = useLocation();
  const photo = photos[index];
  if (!photo) return null;
  const total = photos.length;
  const previous = ((index - 1 + total) % total) + 1;
  const next = ((index + 1) % total) + 1;
  return (
    <section aria-labelledby="viewer-title" className="on-dark bg-slate-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 id="viewer-title" className="text-xl font-bold md:text-2xl">
            {fill(copy.viewerTitle, index + 1, total)}
          </h1>
          <Link
            to={photoHref(pathname, category)}
            preventScrollReset
            className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-200"
          >
            <span aria-hidden="true">✕</span> {copy.close}
            <span className="sr-only">{copy.closeWhat}</span>
          </Link>
        </div>
        <figure className="mt-6">
          <FailableImage
            src={photo.src}
            alt={photo.alt}
            width={1200}
            height={900}
            failedText={copy.imageFailed}
            className="mx-auto block aspect-[4/3] max-h-[70vh] w-full object-contain"
          />
          <figcaption className="mt-4 text-center">
            {photo.caption ? <span className="block text-lg">{photo.caption}</span> : null}
            {photo.category ? <span className="mt-1 block text-slate-300">{photo.category}</span> : null}
          </figcaption>
        </figure>
        <nav aria-label={copy.viewerNav} className="mt-6 flex items-center justify-between gap-4">
          <Link
            to={photoHref(pathname, category, previous)}
            preventScrollReset
            rel="prev"
            className="rounded-full bg-white/10 px-5 py-3 font-semibold ring-1 ring-white/40 hover:bg-white/20"
          >
            <span aria-hidden="true">‹</span> {copy.previous}
          </Link>
          <Link
            to={photoHref(pathname, category, next)}
            preventScrollReset
            rel="next"
            className="rounded-full bg-white/10 px-5 py-3 font-semibold ring-1 ring-white/40 hover:bg-white/20"
          >
            {copy.next} <span aria-hidden="true">›</span>
          </Link>
        </nav>
      </div>
    </section>
  );
}
