import type { HeadTag } from '@kran/content-core';
import type { PageHeadListener } from '@kran/theme';

/** The tags the page's components put into its head while it rendered (Docusaurus's `<Head>` in a React page). */
export interface RenderedHead {
  headTags: HeadTag[];
}

/** A listener for one render and what it heard: the tags of every `<Head>`, in the order they rendered. */
export function headCollector(): { listener: PageHeadListener; collected: RenderedHead } {
  const collected: RenderedHead = { headTags: [] };
  return { listener: (named) => collected.headTags.push(...(named.headTags ?? [])), collected };
}

/** What the page's head shows: its title and description, and the tags marked as the page's own. */
export interface DocumentHead {
  title: string;
  description: string;
  headTags?: HeadTag[];
}

/**
 * The page's head with what its components named while rendering: the last `<title>` is the whole document title and
 * a `<meta name="description">` the page's description, as react-helmet keeps the innermost ones in Docusaurus; the
 * other tags follow the content's own.
 */
export function withRenderedHead(head: DocumentHead, { headTags }: RenderedHead): DocumentHead {
  if (headTags.length === 0) return head;
  const title = headTags.findLast((tag) => tag.tagName === 'title');
  const description = headTags.findLast(isDescription);
  const others = headTags.filter((tag) => tag.tagName !== 'title' && !isDescription(tag));
  const tags = [...(head.headTags ?? []), ...others];
  return {
    title: title?.text ?? head.title,
    description: description?.attributes.content ?? head.description,
    ...(tags.length > 0 ? { headTags: tags } : {}),
  };
}

function isDescription(tag: HeadTag): tag is Extract<HeadTag, { attributes: unknown }> {
  return tag.tagName === 'meta' && tag.attributes.name === 'description' && tag.attributes.content !== undefined;
}
