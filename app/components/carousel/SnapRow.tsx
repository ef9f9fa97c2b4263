import type { ReactNode } from "react";

/**
 * The carousel without JavaScript (DESIGN.md "Progressive enhancement"): a row that scrolls
 * sideways and snaps, so every slide is reachable by touch, mouse wheel or keyboard (it is
 * focusable so keyboard users can scroll it).
 */
export function SnapRow({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`snap-row ${className}`}>
      {children}
    </div>
  );
}
