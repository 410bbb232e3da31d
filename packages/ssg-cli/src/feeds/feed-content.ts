import { MDX_COMPONENT_TAG } from '@kran/content-core';
import type { ElementContent, Root, RootContent } from 'hast';

/**
 * A post's content as a feed reader gets it: the theme components of MDX content (Tabs, TOCInline), which only the
 * theme can render, give way to what they hold (every tab's panel, one below the other; an inline table of
 * contents, which holds nothing, disappears).
 */
export function feedContentOf(content: Root): Root {
  return { ...content, children: content.children.flatMap(withoutThemeComponents) as RootContent[] };
}

function withoutThemeComponents(node: RootContent): RootContent[] {
  if (node.type !== 'element') return [node];
  const children = node.children.flatMap(withoutThemeComponents) as ElementContent[];
  return node.tagName === MDX_COMPONENT_TAG ? children : [{ ...node, children }];
}
