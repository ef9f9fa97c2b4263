import type { ReactNode } from "react";

/**
 * A page section under its centred heading, which names it (aria-labelledby). `compact` keeps the
 * heading at one size on wide screens.
 */
export function Section({
  id,
  titleId,
  title,
  className,
  compact = false,
  children,
}: {
  id?: string;
  titleId: string;
  title: ReactNode;
  className: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={compact ? "text-center text-3xl font-bold text-brand" : "text-center text-3xl font-bold text-brand md:text-4xl"}>
        {title}
      </h2>
      {children}
    </section>
  );
}
