import type { NavbarItem } from '../../types.js';

/** A navbar html item: the site's HTML as written, in a list item with the site's class, as in Docusaurus. */
export function NavbarHtmlItem({ item }: { item: Extract<NavbarItem, { type: 'html' }> }) {
  return <li className={item.className} dangerouslySetInnerHTML={{ __html: item.html }} />;
}
