import { mapEmbedUrl, mapLinkUrl } from "~/utils/map";
import type { MapPin } from "~/utils/school";
import { Section } from "./Section";

/** The map's own words, in the page's language (the page's `copy`, README "Languages"). */
export type MapWords = { frameTitle: string; open: string; newTab: string };

/**
 * The embedded map of Contact Information and Visit Us (SPEC §2; utils/map.ts says where it points).
 * loading="lazy": the frame loads only when scrolled near, so the page stays light. The link below
 * works when frames are blocked or the visitor prefers the Maps app.
 */
export function MapEmbed({
  title,
  addressLines,
  pin,
  words,
}: {
  title: string;
  addressLines: readonly string[];
  /** The school's own pin; null: the map is found from the address. */
  pin: MapPin | null;
  words: MapWords;
}) {
  return (
    <Section titleId="map-title" title={title} compact className="mx-auto my-12 max-w-7xl px-4">
      <div className="mt-6 overflow-hidden rounded-2xl bg-slate-200 shadow-lg ring-1 ring-slate-900/5">
        <iframe
          title={words.frameTitle}
          src={mapEmbedUrl(addressLines, pin)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block h-80 w-full border-0 md:h-[28rem]"
        />
      </div>
      <p className="mt-3 text-center">
        <a
          href={mapLinkUrl(addressLines, pin)}
          rel="noopener noreferrer"
          target="_blank"
          className="font-semibold text-brand underline underline-offset-4 hover:no-underline"
        >
          {words.open}
          <span className="sr-only">{words.newTab}</span>
        </a>
      </p>
    </Section>
  );
}
