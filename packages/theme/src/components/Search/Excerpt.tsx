import { excerptParts } from './excerpt-parts.js';

export interface ExcerptProps {
  /** Pagefind's excerpt: text with the matches in `<mark>`. */
  excerpt: string;
}

/** A result's excerpt with the matches highlighted; everything else is shown as text. */
export function Excerpt({ excerpt }: ExcerptProps) {
  return (
    <>{excerptParts(excerpt).map((part, index) => (part.isMatch ? <mark key={index}>{part.text}</mark> : part.text))}</>
  );
}
