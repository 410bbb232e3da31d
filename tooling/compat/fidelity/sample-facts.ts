import type { PageFacts } from './page-facts';

/** The facts of the sample list page that the tests of both readers write in their generator's markup. */
export const SAMPLE_LIST_PAGE: PageFacts = {
  title: 'Blog | Podman',
  posts: [{ permalink: '/blogs/b', title: 'Second', readingMinutes: 3, tags: ['podman </blogs/tags/podman>'] }],
  paginator: { next: '/blogs/page/2' },
  recentPosts: ['Second </blogs/b>'],
};

/** The facts of the sample post page of both readers' tests. */
export const SAMPLE_POST_PAGE: PageFacts = {
  title: 'First | Podman',
  readingMinutes: 1,
  tags: ['v2 </blogs/tags/v-2>'],
  paginator: { previous: '/blogs/b' },
  headingIds: ['setup'],
};
