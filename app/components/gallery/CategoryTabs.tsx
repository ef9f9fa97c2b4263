import { Link, useLocation } from "@remix-run/react";

/** The category the tabs chose (?category=…), or null for 'All'. */
export function useSelectedCategory(): string | null {
  return new URLSearchParams(useLocation().search).get("category") || null;
}

/**
 * 'All' plus one tab per category (SPEC §2 "Photo Gallery", "Video Gallery"). Tabs are links with
 * ?category=… (DESIGN.md: they work without JavaScript and can be shared); the chosen one is marked
 * aria-current. The bar sticks under the site header while the grid scrolls, so it must be a
 * direct child of the section that holds the grid.
 */
export function CategoryTabs({
  copy,
  categories,
  selected,
}: {
  /** The bar's accessible name and the first tab's label. */
  copy: { tabsLabel: string; allTab: string };
  categories: readonly string[];
  selected: string | null;
}) {
  const { pathname } = useLocation();
  const tabs = [{ name: copy.allTab, to: pathname, current: selected === null }].concat(
    categories.map((category) => ({
      name: category,
      to: `${pathname}?${new URLSearchParams({ category }).toString()}`,
      current: selected === category,
    })),
  );
  return (
    <nav aria-label={copy.tabsLabel} className="sticky top-16 z-30 -mx-4 mt-6 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur">
      <ul className="flex gap-2 overflow-x-auto pb-1 max-md:pr-10 max-md:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]">
        {tabs.map((tab) => (
          <li key={tab.name} className="shrink-0">
            <Link
              to={tab.to}
              preventScrollReset
              aria-current={tab.current ? "page" : undefined}
              className={`inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors ${
                tab.current ? "bg-brand text-white ring-brand" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100 hover:text-brand"
              }`}
            >
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
