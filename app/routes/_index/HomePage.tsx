import { Link } from "@remix-run/react";
import { HeroImage } from "~/components/carousel/HeroImage";
import { HeroCarousel } from "~/components/carousel/HeroCarousel";
import { PagedCarousel } from "~/components/carousel/PagedCarousel";
import { SnapRow } from "~/components/carousel/SnapRow";
import type { ReactNode } from "react";
import { NumberedCards } from "~/components/FeatureCards";
import { LazyImage } from "~/components/LazyImage";
import { PersonCardContent } from "~/components/PersonCard";
import { DEFAULT_SLIDE } from "~/content/site";
import { CLASS_GALLERY_PER_VIEW, fill, TEACHERS_PER_VIEW, type CarouselCopy, type PerViewConfig } from "~/utils/carousel";
import { useEnhanced } from "~/utils/hooks";
import { imageSources } from "~/utils/images";

/** The page's words in its language, as its loader sends them (README "Languages"). */
export type HomeCopy = {
  hero: { headline: string; tagline: string; cta: string; to: string };
  heroCarousel: CarouselCopy;
  intro: { title: string; paragraphs: readonly string[] };
  /** `textForAges` has "%1" where the school's ages go. */
  classGallery: { title: string; text: string; textForAges: string; empty: string };
  galleryCarousel: CarouselCopy;
  curriculum: { title: string; intro: string; cards: ReadonlyArray<{ title: string; description: string }> };
  teachers: { title: string; text: string; empty: string };
  teachersCarousel: CarouselCopy;
};

/** What the page shows: plain strings only, the same before and after JSON serialisation. */
export type HomeData = {
  copy: HomeCopy;
  slides: { key: string; src: string; alt: string }[];
  gallery: { key: string; src: string; alt: string; category: string }[];
  teachers: { key: string; src: string; photoAlt: string; name: string; designation: string }[];
  /** The school's own tagline and ages (client info); empty or missing: SPEC §2's texts. */
  tagline?: string;
  ageRange?: string;
};

/** The page from its data alone. */
export function HomePage({ copy, slides, gallery, teachers, tagline, ageRange }: HomeData) {
  const hydrated = useEnhanced();
  const background = slides[0]?.src ?? DEFAULT_SLIDE;

  return (
    <>
      {/* SPEC §2 "Home": a fixed, dimmed background image behind the page (decorative). Blurred to
          a wash of its colours: sharp, the first slide showed again under the hero, a second roof
          and children's legs that read as a rendering glitch. Being blurred, its smallest width will do. */}
      <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
        <img
          {...imageSources(background, "320px")}
          alt=""
          width={1600}
          height={900}
          data-backdrop=""
          className="h-full w-full scale-110 object-cover blur-2xl"
        />
        <div className="absolute inset-0 bg-slate-900/75" />
      </div>

      <Hero slides={slides} hydrated={hydrated} tagline={tagline || copy.hero.tagline} copy={copy} />

      {/* Flush under the hero on one solid band: a gap there showed a strip of the blurred
          backdrop between the hero and this card, which read as a seam. */}
      <section aria-labelledby="intro-title" className="bg-slate-100 px-4 py-12">
        <div className="mx-auto max-w-6xl rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-900/5 md:p-12">
          <h2 id="intro-title" className="text-3xl font-bold text-brand md:text-4xl">
            {copy.intro.title}
          </h2>
          {copy.intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <CarouselSection
        id="gallery-title"
        copy={{ ...copy.classGallery, text: ageRange ? fill(copy.classGallery.textForAges, ageRange) : copy.classGallery.text }}
        items={gallery}
        hydrated={hydrated}
        carousel={copy.galleryCarousel}
        // Manual carousel: 3 per view, 2 below 1024 px, 1 below 768 px (SPEC §2).
        perView={CLASS_GALLERY_PER_VIEW}
        slideClassName="w-full md:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)]"
        renderItem={(item) => <GalleryCard item={item} />}
      />

      <section aria-labelledby="curriculum-title" className="on-dark mx-auto my-12 max-w-7xl px-4">
        <div className="rounded-2xl bg-slate-900/80 p-6 md:p-10">
          <h2 id="curriculum-title" className="text-center text-3xl font-bold text-white md:text-4xl">
            {copy.curriculum.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-100">{copy.curriculum.intro}</p>
          <NumberedCards cards={copy.curriculum.cards} look="band" />
        </div>
      </section>

      <CarouselSection
        id="teachers-title"
        copy={copy.teachers}
        items={teachers}
        hydrated={hydrated}
        carousel={copy.teachersCarousel}
        // Autoplay every 2500 ms; 4 per view, 2 below 1024 px, 1 below 640 px (SPEC §2, §9).
        perView={TEACHERS_PER_VIEW}
        autoPlayMs={2500}
        slideClassName="w-full sm:w-[calc(50%-0.5rem)] lg:w-[calc(25%-0.75rem)]"
        renderItem={(teacher) => <TeacherCard teacher={teacher} />}
      />
    </>
  );
}

/**
 * A Home section whose items are a carousel once JavaScript runs and a scrollable row before
 * (DESIGN.md "Progressive enhancement"), or the empty text when there are none.
 */
function CarouselSection<T extends { key: string }>({
  id,
  copy,
  items,
  hydrated,
  carousel,
  perView,
  autoPlayMs,
  slideClassName,
  renderItem,
}: {
  id: string;
  copy: { title: string; text: string; empty: string };
  items: T[];
  hydrated: boolean;
  carousel: CarouselCopy;
  perView: PerViewConfig;
  autoPlayMs?: number;
  slideClassName: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto my-12 max-w-7xl px-4">
      <div className="rounded-2xl bg-white p-6 shadow-lg md:p-10">
        <h2 id={id} className="text-center text-3xl font-bold text-brand md:text-4xl">
          {copy.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{copy.text}</p>
        <div className="mt-8">
          {items.length === 0 ? (
            <p className="text-center text-slate-700">{copy.empty}</p>
          ) : (
            <Enhanced
              hydrated={hydrated}
              plain={
                <SnapRow label={carousel.label} swipe={carousel.swipe}>
                  {items.map((item) => (
                    <div key={item.key} className={slideClassName}>
                      {renderItem(item)}
                    </div>
                  ))}
                </SnapRow>
              }
            >
              <PagedCarousel
                items={items}
                perView={perView}
                copy={carousel}
                autoPlayMs={autoPlayMs}
                itemKey={(item) => item.key}
                renderItem={renderItem}
              />
            </Enhanced>
          )}
        </div>
      </div>
    </section>
  );
}

type Slide = { key: string; src: string; alt: string };

const HERO_IMAGE = "block h-64 w-full object-cover sm:h-80 md:h-[32rem] lg:h-[36rem]";

/**
 * SPEC §2 "Home" 1. Without JavaScript the slides are a scrollable row; after hydration the fading
 * slideshow. The text is the same on every slide, so it is rendered once: over the images from md
 * up, below them on phones where it would hide the photo.
 */
function Hero({ slides, hydrated, tagline, copy }: { slides: Slide[]; hydrated: boolean; tagline: string; copy: HomeCopy }) {
  return (
    <section aria-labelledby="hero-title" className="relative bg-slate-900">
      <Enhanced
        hydrated={hydrated}
        plain={
          <SnapRow label={copy.heroCarousel.label} swipe={copy.heroCarousel.swipe} className="!gap-0 !pb-0" onDark>
            {slides.map((slide, index) => (
              <HeroImage key={slide.key} slide={slide} index={index} className={`${HERO_IMAGE} w-full`} />
            ))}
          </SnapRow>
        }
      >
        <HeroCarousel slides={slides} className={HERO_IMAGE} copy={copy.heroCarousel} />
      </Enhanced>
      <div className="pointer-events-none z-10 md:absolute md:inset-0 md:flex md:items-center md:justify-center md:px-20">
        <div className="on-dark pointer-events-auto bg-slate-900/85 px-6 py-8 text-center text-white md:max-w-2xl md:rounded-2xl md:px-10">
          <h1 id="hero-title" className="text-3xl font-extrabold tracking-tight md:text-5xl">
            {copy.hero.headline}
          </h1>
          <p className="mt-4 text-lg text-slate-100">{tagline}</p>
          <Link
            to={copy.hero.to}
            className="mt-6 inline-block rounded-full bg-accent px-8 py-3 text-base font-bold tracking-wide text-accent-contrast shadow hover:opacity-90"
          >
            {copy.hero.cta}
          </Link>
        </div>
      </div>
    </section>
  );
}

function GalleryCard({ item }: { item: { src: string; alt: string; category: string } }) {
  return (
    <figure className="overflow-hidden rounded-xl bg-slate-100 shadow">
      <LazyImage src={item.src} alt={item.alt} width={600} height={400} className="aspect-[3/2] w-full object-cover" />
      {item.category ? <figcaption className="px-4 py-2 text-sm font-medium text-slate-800">{item.category}</figcaption> : null}
    </figure>
  );
}

function TeacherCard({ teacher }: { teacher: { src: string; photoAlt: string; name: string; designation: string } }) {
  return (
    <article className="overflow-hidden rounded-xl bg-slate-50 text-center shadow ring-1 ring-slate-900/5">
      <PersonCardContent photo={teacher.src} name={teacher.name} designation={teacher.designation} photoAlt={teacher.photoAlt} look="carousel" />
    </article>
  );
}

/**
 * `plain` from the server and while hydrating, then `children`. The carousels' code is part of the
 * page's (2 KB gzip, README "JavaScript budgets"): loaded lazily it came as three more files after
 * hydration, each a request and a task of its own.
 */
function Enhanced({ hydrated, plain, children }: { hydrated: boolean; plain: ReactNode; children: ReactNode }) {
  return hydrated ? children : plain;
}
