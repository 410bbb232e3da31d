import type { ReactNode } from 'react';
import { NotFound } from './components/NotFound/index.js';
import { BlogArchiveLayout } from './layouts/BlogArchiveLayout/index.js';
import { BlogListLayout } from './layouts/BlogListLayout/index.js';
import { BlogPostLayout } from './layouts/BlogPostLayout/index.js';
import { BlogTagPostsLayout } from './layouts/BlogTagPostsLayout/index.js';
import { BlogTagsLayout } from './layouts/BlogTagsLayout/index.js';
import { DocLayout } from './layouts/DocLayout/index.js';
import { MarkdownPageLayout } from './layouts/MarkdownPageLayout/index.js';
import { PageShell } from './layouts/PageShell/index.js';
import type { PageProps, RouteProps } from './types.js';

/** The layout for a route's kind, inside the page shell. */
export function renderPage({ site, route }: PageProps): ReactNode {
  const docsSidebar = route.kind === 'doc' ? route.sidebar : undefined;
  return (
    <PageShell site={site} docsSidebar={docsSidebar}>
      {renderRoute(route)}
    </PageShell>
  );
}

function renderRoute(route: RouteProps): ReactNode {
  switch (route.kind) {
    case 'page':
      return <MarkdownPageLayout {...route} />;
    case 'doc':
      return <DocLayout {...route} />;
    case 'blogPost':
      return <BlogPostLayout {...route} />;
    case 'blogList':
      return <BlogListLayout {...route} />;
    case 'blogTagPosts':
      return <BlogTagPostsLayout {...route} />;
    case 'blogTags':
      return <BlogTagsLayout {...route} />;
    case 'blogArchive':
      return <BlogArchiveLayout {...route} />;
    case 'notFound':
      return <NotFound />;
  }
}
