import type { ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './find-islands.js';

export interface IslandMarkupProps {
  /** The island's name in the registry of the browser (`CodeBlock`, later `@site/src/components/Chart.tsx`). */
  name: string;
  /** What the island's component gets as `props`: plain JSON. */
  props: object;
  /** The prerendered markup, which shows until the island is mounted and without JavaScript. */
  children: ReactNode;
  /** The placeholder element: a `span` where the island may stand inside a paragraph, which a `div` would end. */
  as?: 'div' | 'span';
}

/**
 * Prerendered markup the browser hands to an island's component. It takes no box of its own (base.css gives it
 * `display: contents`), so the content's styles see the markup inside it.
 */
export function Island({ name, props, children, as: Element = 'div' }: IslandMarkupProps) {
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return <Element {...attributes}>{children}</Element>;
}
