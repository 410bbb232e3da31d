import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from './code-meta.js';
import { applyMagicComments } from './magic-comments.js';
import type { Highlighter } from './highlighter.js';
import { splitLines } from './split-lines.js';

/**
 * Highlights code blocks at build time and gives the theme what it needs on `pre`: data-language,
 * data-title, data-live; each line is a `span.code-line`, highlighted ones (by the meta string's `{1,3-4}` or by
 * magic comments, magic-comments.ts) carry data-highlighted.
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
      const text = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      // Lines the meta string highlights win over magic comments, which stay in the code then, as in Docusaurus.
      const { code: source, highlightLines } =
        language && meta.highlightLines.length === 0
          ? applyMagicComments(text, language)
          : { code: text, highlightLines: meta.highlightLines };
      const highlighted = language ? highlighter.highlight(language, source) : undefined;
      const lines = splitLines(highlighted ?? [{ type: 'text', value: source }]);
      for (const line of highlightLines) {
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
