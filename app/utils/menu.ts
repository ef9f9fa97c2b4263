/** The shape of the site's menu (content/navigation.ts): links, groups and one level of subgroups. */
export type MenuLink = { label: string; to: string };
export type MenuSubgroup = { label: string; items: MenuLink[] };
export type MenuGroup = { label: string; prefix: string; items: Array<MenuLink | MenuSubgroup> };
export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry | MenuLink | MenuSubgroup): entry is MenuGroup | MenuSubgroup {
  return "items" in entry;
}

/** Every path the menu reaches, in menu order. */
export function menuPaths(entries: ReadonlyArray<MenuEntry | MenuSubgroup>): string[] {
  return entries.flatMap((entry) => (isGroup(entry) ? menuPaths(entry.items) : [entry.to]));
}
