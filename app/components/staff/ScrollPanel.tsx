import type { ReactNode } from "react";
import { STAFF_STYLES as S } from "./styles";

/**
 * A panel whose table may be wider than a phone (375 px): it scrolls sideways inside the panel,
 * shows a shadow at the edge that has more (CSS only, `.scroll-shadows`, so without JavaScript too,
 * and only while there is more), and takes keyboard focus so the arrow keys scroll it (WCAG 2.1.1).
 */
export function ScrollPanel({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // A named region the keyboard can reach: the table alone may hold nothing focusable.
    <section aria-labelledby={labelledBy} tabIndex={0} className={`${S.panel} scroll-shadows overflow-x-auto`}>
      {children}
    </section>
  );
}
