import { LazyImage } from "./LazyImage";

const LOOKS = {
  // Home's 'About the Teachers' carousel.
  carousel: { initial: "text-5xl", body: "p-4" },
  // Meet Our Team's grid.
  grid: { initial: "text-6xl", body: "p-5" },
};

/**
 * A team member (SPEC §2 "Home" 5, "Meet Our Team"): the photo, or the name's initial when there
 * is none, then name and designation. The caller's card element holds it.
 */
export function PersonCardContent({
  photo,
  name,
  designation,
  photoAlt,
  look,
  priority = false,
}: {
  /** The first card of a page whose photos are its largest images (LazyImage). */
  priority?: boolean;
  photo: string;
  name: string;
  designation: string;
  /** "Photo of …" in the page's language (its `copy`, README "Languages"). */
  photoAlt: string;
  look: keyof typeof LOOKS;
}) {
  return (
    <>
      {photo ? (
        <LazyImage src={photo} alt={photoAlt} width={400} height={400} priority={priority} className="aspect-square w-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className={`flex aspect-square w-full items-center justify-center bg-brand ${LOOKS[look].initial} font-bold text-white`}
        >
          {name.slice(0, 1).toUpperCase()}
        </div>
      )}
      <div className={LOOKS[look].body}>
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
        {designation ? <p className="mt-1 text-slate-700">{designation}</p> : null}
      </div>
    </>
  );
}
