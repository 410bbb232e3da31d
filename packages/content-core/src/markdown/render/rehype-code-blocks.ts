import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from './code-meta.js';
import type { Highlighter } from './highlighter.js';
import { splitLines } from './split-lines.js';

/**
 * Highlights code blocks at build time and gives the theme what it needs on `pre`: data-language,
 * data-title, data-live; each line is a `span.code-line`, highlighted ones carry data-highlighted.
 */
export function rehypeCodeBlocks({ highlighter }: { highlighter: Highlighter }) {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      const code = pre.tagName === 'pre' ? pre.children[0] : undefined;
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const language = className
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length)
        .toLowerCase();
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      const highlighted = language ? highlighter.highlight(language, source) : undefined;
      const lines = splitLines(highlighted ?? [{ type: 'text', value: source }]);
      for (const line of meta.highlightLines) {
        const element = lines[line - 1];
        if (element) element.properties.dataHighlighted = true;
      }
      code.children = lines.flatMap((line, index) =>
        index === 0 ? [line] : [{ type: 'text', value: '\n' } as const, line],
      );
      pre.properties = {
        ...pre.properties,
        ...(language ? { dataLanguage: language } : {}),
        ...(meta.title ? { dataTitle: meta.title } : {}),
        ...(meta.isLive ? { dataLive: true } : {}),
        ...(meta.showLineNumbers ? { dataLineNumbers: true } : {}),
      };
    });
  };
}
