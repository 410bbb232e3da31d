/** A post as a list page shows it. */
export interface ListedPost {
  permalink: string;
  title: string;
  readingMinutes?: number;
  /** `label <permalink>` per tag, in the order shown. */
  tags: string[];
}

/**
 * What a page tells a reader that Kran must compute exactly as Docusaurus 2.4.3 does. Each field is one fact, compared
 * on its own; a field a page does not show stays absent.
 */
export interface PageFacts {
  /** The document title. */
  title: string;
  /** The posts of a blog list, tag or pagination page, in order. */
  posts?: ListedPost[];
  /** A post page's reading time in minutes. */
  readingMinutes?: number;
  /** A post page's tags, `label <permalink>`. */
  tags?: string[];
  /** The targets of the previous and next links of a list, post or doc page. */
  paginator?: { previous?: string; next?: string };
  /** The archive: per year, the permalinks of its posts in order. */
  archive?: { year: string; permalinks: string[] }[];
  /** The tags index: `label <permalink> count` per tag, in order. */
  tagIndex?: string[];
  /** The ids of the headings in a post's or doc's content, in order. */
  headingIds?: string[];
  /** The docs sidebar: `label <href>` per item, in order. */
  docsSidebar?: string[];
  /** The blog sidebar's recent posts: `title <permalink>`. */
  recentPosts?: string[];
}

export type FactName = keyof PageFacts;

/** Minutes from a reading-time text such as "One min read" or "12 min read"; undefined if the text has none. */
export function readingMinutesOf(text: string): number | undefined {
  const match = /\b(one|\d+) min read\b/i.exec(text);
  if (!match?.[1]) return undefined;
  return match[1].toLowerCase() === 'one' ? 1 : Number(match[1]);
}

/** Text with runs of white space collapsed and trimmed, as a reader sees it. */
export function visibleText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `label <target>`: one string per link, so lists of links compare and print compactly. */
export function linkFact(label: string, target: string | undefined): string {
  return `${visibleText(label)} <${target ?? ''}>`;
}

/** The previous and next link targets; undefined without either, as a paginator without links shows nothing. */
export function paginatorFact(previous: string | undefined, next: string | undefined): PageFacts['paginator'] {
  if (!previous && !next) return undefined;
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** The facts without the absent ones, so an empty optional fact and a missing one compare equal. */
export function withoutAbsent<Facts extends object>(facts: Facts): Facts {
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as Facts;
}
