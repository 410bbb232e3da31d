import { type HTMLElement, parse } from 'node-html-parser';
import type { CorpusFacts } from '../docusaurus-corpus/corpus-facts';
import { docusaurusCorpusFacts } from '../docusaurus-corpus/docusaurus-corpus-facts';
import { kranCorpusFacts } from '../docusaurus-corpus/kran-corpus-facts';
import { visibleText, withoutAbsent } from '../fidelity/page-facts';

/** The facts of a page of a repository: the corpus's, and those its own content marks. */
export interface RepoFacts extends CorpusFacts {
  /**
   * The text of each element the repository marks with `data-fact="name"` (a partial's line that shows its props, a
   * React page's `customFields`), by name, on the whole page.
   */
  marked?: Record<string, string[]>;
  /** The titles of the videos react-lite-youtube-embed renders (its `.yt-lite` element's `data-title`). */
  videos?: string[];
  /** The admonitions' titles and texts, `title: text`, in the order of the page. */
  admonitions?: string[];
  /**
   * The authors a blog's authors page lists, in its order: `name (posts) <page>`, or `name (posts)` for an author
   * without a page of their own.
   */
  authors?: string[];
}

/** Where a build's authors page shows one author: the list item, and in it the name and the number of posts. */
interface AuthorSelectors {
  item: string;
  name: string;
  count: string;
}

function authorsListed(root: HTMLElement, selectors: AuthorSelectors): string[] {
  return root.querySelectorAll(selectors.item).map((item) => {
    const name = item.querySelector(selectors.name);
    const page = name?.closest('a') ?? name?.querySelector('a');
    const count = visibleText(item.querySelector(selectors.count)?.text ?? '');
    const text = `${visibleText(name?.text ?? '')} (${count})`;
    return page ? `${text} <${page.getAttribute('href')}>` : text;
  });
}

function markedTexts(root: HTMLElement): RepoFacts['marked'] {
  const marked: Record<string, string[]> = {};
  for (const element of root.querySelectorAll('[data-fact]')) {
    (marked[element.getAttribute('data-fact')!] ??= []).push(visibleText(element.text));
  }
  return Object.keys(marked).length > 0 ? marked : undefined;
}

/** An admonition as `title: text`, the title lower-cased (Docusaurus 2 writes `note` and upper-cases it in CSS). */
function admonitionFact(box: HTMLElement, titleSelector: string, contentSelector: string): string {
  const part = (selector: string) => visibleText(box.querySelector(selector)?.text ?? '');
  return `${part(titleSelector).toLowerCase()}: ${part(contentSelector)}`;
}

function repoFacts(
  html: string,
  admonitions: (root: HTMLElement) => string[],
  authorSelectors: AuthorSelectors,
): Partial<RepoFacts> {
  const root = parse(html);
  const videos = root.querySelectorAll('.yt-lite').map((video) => video.getAttribute('data-title') ?? '');
  const found = admonitions(root);
  const authors = authorsListed(root, authorSelectors);
  return {
    marked: markedTexts(root),
    videos: videos.length > 0 ? videos : undefined,
    admonitions: found.length > 0 ? found : undefined,
    authors: authors.length > 0 ? authors : undefined,
  };
}

/** The facts of a page of a Docusaurus 2 or 3 build (theme-classic's `.theme-admonition` markup). */
export function docusaurusRepoFacts(html: string): RepoFacts {
  return withoutAbsent({
    ...docusaurusCorpusFacts(html),
    ...repoFacts(
      html,
      (root) =>
        root
          .querySelectorAll('.theme-admonition')
          .map((box) => admonitionFact(box, 'div[class*="admonitionHeading_"]', 'div[class*="admonitionContent_"]')),
      {
        item: 'li[class*="authorListItem_"]',
        name: 'h2[class*="authorName_"]',
        count: 'span[class*="authorBlogPostCount_"]',
      },
    ),
  });
}

/** The facts of a page of a Kran build. */
export function kranRepoFacts(html: string): RepoFacts {
  const kranClass = (name: string) => `[class~="Admonition_module_${name}"]`;
  return withoutAbsent({
    ...kranCorpusFacts(html),
    ...repoFacts(
      html,
      (root) =>
        root
          .querySelectorAll(kranClass('root'))
          .map((box) => admonitionFact(box, kranClass('title'), kranClass('content'))),
      {
        item: '[class~="BlogAuthorsLayout_module_author"]',
        name: '[class~="AuthorCard_module_name"] > :first-child',
        count: '[class~="AuthorCard_module_count"] > [aria-hidden="true"]',
      },
    ),
  });
}
