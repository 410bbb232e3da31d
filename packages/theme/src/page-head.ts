import { createContext, useContext } from 'react';

/** The title and description a page component names while it renders (Docusaurus's `<Layout title description>`). */
export interface PageHead {
  title?: string;
  description?: string;
}

export type PageHeadListener = (head: PageHead) => void;

const PageHeadContext = /* @__PURE__ */ createContext<PageHeadListener | undefined>(undefined);

export const PageHeadProvider = PageHeadContext.Provider;

/** Tells the render that asked for it (ssg-cli, before it writes the page's head) what the page names. */
export function useReportPageHead(head: PageHead): void {
  useContext(PageHeadContext)?.(head);
}
