import type { HeadTag } from '@kran/contract';
import { createContext, useContext } from 'react';

/**
 * What a page component names for its head while it renders: the title and description of Docusaurus's
 * `<Layout title description>`, or the tags of a `<Head>` (its `<title>` the whole document title).
 */
export interface PageHead {
  title?: string;
  description?: string;
  headTags?: HeadTag[];
}

export type PageHeadListener = (head: PageHead) => void;

const PageHeadContext = /* @__PURE__ */ createContext<PageHeadListener | undefined>(undefined);

export const PageHeadProvider = PageHeadContext.Provider;

/** Tells the render that asked for it (ssg-cli, before it writes the page's head) what the page names. */
export function useReportPageHead(head: PageHead): void {
  useContext(PageHeadContext)?.(head);
}
