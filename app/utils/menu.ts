import { pathIn, type Lang } from "~/i18n/languages";

/** The shape of the site's menu (content/navigation.ts): links, groups and one level of subgroups. */
export type MenuLink = { label: string; to: string };
export type MenuSubgroup = { label: string; items: MenuLink[] };
export type MenuGroup = { label: string; prefix: string; items: Array<MenuLink | MenuSubgroup> };
export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry | MenuLink | MenuSubgroup): entry is MenuGroup | MenuSubgroup {
  return "items" in entry;
}

/** The menu's paths in `lang` (README "Languages"): "/hi/about/ourStory". */
export function menuIn(lang: Lang, entries: readonly MenuEntry[]): MenuEntry[] {
  const linkIn = (link: MenuLink): MenuLink => ({ ...link, to: pathIn(lang, link.to) });
  return entries.map((entry) => {
    if (!isGroup(entry)) return linkIn(entry);
    const items = entry.items.map((item) => (isGroup(item) ? { ...item, items: item.items.map(linkIn) } : linkIn(item)));
    return { ...entry, prefix: pathIn(lang, entry.prefix), items };
  });
}

/** Every path the menu reaches, in menu order. */
export function menuPaths(entries: ReadonlyArray<MenuEntry | MenuSubgroup>): string[] {
  return entries.flatMap((entry) => (isGroup(entry) ? menuPaths(entry.items) : [entry.to]));
}

/**
 * The menu without the given paths (a program the school does not offer, README "Staff console":
 * "Pages"); a group or subgroup left empty goes too.
 */
export function menuWithout(entries: readonly MenuEntry[], paths: readonly string[]): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return paths.includes(entry.to) ? [] : [entry];
    const items = itemsWithout(entry.items, paths);
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

function itemsWithout(items: ReadonlyArray<MenuLink | MenuSubgroup>, paths: readonly string[]): Array<MenuLink | MenuSubgroup> {
  return items.flatMap((item): Array<MenuLink | MenuSubgroup> => {
    if (!isGroup(item)) return paths.includes(item.to) ? [] : [item];
    const links = item.items.filter((link) => !paths.includes(link.to));
    return links.length > 0 ? [{ ...item, items: links }] : [];
  });
}
