import type { DocsVersionSummary, LinkItem, NavbarItem } from '../../../types.js';

/** The docs version of the page shown, with the same page's path in the other versions. */
export interface ActiveDocsVersion {
  docsId: string;
  /** The version's name: `current`, `2.0`. */
  name: string;
  alternatePaths?: Record<string, string>;
}

/**
 * What the version dropdown shows, as Docusaurus's: the label of the page's version (of the last version on pages
 * of no version), and each version linking to the same page in it when it has the page, else to its main doc.
 */
export function versionDropdownOf(
  versions: readonly DocsVersionSummary[],
  active: ActiveDocsVersion | undefined,
): { label: string; items: (LinkItem & { isActive: boolean })[] } {
  const shown = versions.find((version) => version.name === active?.name) ?? versions.find((v) => v.isLatest);
  return {
    label: shown?.label ?? versions[0]?.label ?? '',
    items: versions.map((version) => ({
      label: version.label,
      href: active?.alternatePaths?.[version.name] ?? version.mainDocPath,
      isActive: version.name === shown?.name,
    })),
  };
}

/** A version dropdown as a plain dropdown of links, for the mobile drawer. */
export function toLinkDropdown(item: NavbarItem, active: ActiveDocsVersion | undefined): NavbarItem {
  if (item.type !== 'docsVersionDropdown') return item;
  const pageVersion = active?.docsId === item.docsId ? active : undefined;
  return { type: 'dropdown', position: item.position, ...versionDropdownOf(item.versions, pageVersion) };
}
