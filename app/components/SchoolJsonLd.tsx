import { useNonce } from "~/utils/root-data";

/**
 * schema.org JSON-LD for the school (home and contact pages), as the page's loader built it
 * (services/school.server.ts `schoolJsonLdText`). The script carries the CSP nonce like every other
 * script; browsers hide the nonce after parsing, hence suppressHydrationWarning. Renders nothing for
 * an unknown school (SPEC §1 fallback site).
 */
export function SchoolJsonLd({ json }: { json: string | null }) {
  const nonce = useNonce();
  if (!json) return null;
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
