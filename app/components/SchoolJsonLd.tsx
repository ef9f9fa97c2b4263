import { schoolJsonLd, serializeJsonLd } from "~/utils/json-ld";
import { useNonce } from "~/utils/root-data";
import type { SchoolFacts } from "~/utils/school";
import { useRootData } from "~/utils/root-data";

/**
 * schema.org JSON-LD for the school (home and contact pages). The origin comes from the
 * root loader's canonical origin (the school's publicDomain). The script carries the CSP nonce like
 * every other script; browsers hide the nonce after parsing, hence suppressHydrationWarning.
 * Renders nothing for an unknown school (SPEC §1 fallback site).
 */
export function SchoolJsonLd({ school }: { school: SchoolFacts | null }) {
  const root = useRootData();
  const nonce = useNonce();
  if (!school) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(schoolJsonLd(school, root?.canonicalOrigin ?? null)) }}
    />
  );
}
