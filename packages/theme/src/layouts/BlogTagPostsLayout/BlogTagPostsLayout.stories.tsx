import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogSidebarFixture, shortPostFixture, truncatedPostFixture } from '../../fixtures/blog';
import { BlogTagPostsLayout } from './BlogTagPostsLayout';

const meta = {
  component: BlogTagPostsLayout,
  title: 'Layouts/BlogTagPostsLayout',
  parameters: { layout: 'fullscreen' },
  args: {
    blogId: 'blog',
    title: 'Beiträge mit dem Tag „podman“',
    description: 'Beiträge mit dem Tag „podman“',
    tag: { label: 'podman', permalink: '/blogs/tags/podman', count: 181 },
    allTagsPath: '/blogs/tags',
    posts: [truncatedPostFixture, shortPostFixture],
    pagination: { page: 1, totalPages: 19, totalCount: 190, olderUrl: '/blogs/tags/podman/page/2' },
    sidebar: blogSidebarFixture,
  },
} satisfies Meta<typeof BlogTagPostsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPosts: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const OnePost: Story = {
  args: {
    tag: { label: 'rootless', permalink: '/blogs/tags/rootless', count: 1 },
    posts: [shortPostFixture],
    pagination: { page: 1, totalPages: 1, totalCount: 1 },
  },
};
