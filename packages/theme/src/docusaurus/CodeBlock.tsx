import { Children, isValidElement, type ReactNode } from 'react';
import { CodeBlock as ThemeCodeBlock } from '../components/CodeBlock/CodeBlock.js';

export interface DocusaurusCodeBlockProps {
  /** The code as text; other children are shown as they are. */
  children?: ReactNode;
  /** The code's language; else the `language-…` class of `className`. */
  language?: string;
  className?: string;
  /** Shown above the code; else the `title="…"` of `metastring`. */
  title?: string;
  /** The rest of a code fence's first line: `title="app.ts" showLineNumbers`. */
  metastring?: string;
  showLineNumbers?: boolean;
}

/**
 * Docusaurus's `@theme/CodeBlock` for React pages and components: the code, one line per `span.code-line`, in the
 * theme's code block with its title bar, copy and wrap buttons. Code in markdown is highlighted when the site is
 * built; code a component passes here is shown without colours.
 */
export default function CodeBlock({
  children,
  language,
  className,
  title,
  metastring = '',
  showLineNumbers,
}: DocusaurusCodeBlockProps) {
  const languageOfClass = className
    ?.split(/\s+/)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const titleOfMeta = /title=(?:"([^"]*)"|'([^']*)')/.exec(metastring);
  const shownTitle = title ?? titleOfMeta?.[1] ?? titleOfMeta?.[2];
  const shownLanguage = language ?? languageOfClass;
  return (
    <ThemeCodeBlock
      {...(shownTitle ? { title: shownTitle } : {})}
      {...(shownLanguage ? { language: shownLanguage } : {})}
      showLineNumbers={showLineNumbers ?? /\bshowLineNumbers\b/.test(metastring)}
    >
      <code>{codeLines(children)}</code>
    </ThemeCodeBlock>
  );
}

/** Code given as text (one string or several), as lines; any other children as they are. */
function codeLines(children: ReactNode): ReactNode {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return children;
  const lines = parts.join('').replace(/\n$/, '').split('\n');
  return lines.flatMap((line, index) => [
    ...(index === 0 ? [] : ['\n']),
    <span key={index} className="code-line">
      {line}
    </span>,
  ]);
}
