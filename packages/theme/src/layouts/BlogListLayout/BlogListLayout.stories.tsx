import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogSidebarFixture, shortPostFixture, truncatedPostFixture } from '../../fixtures/blog';
import { BlogListLayout } from './BlogListLayout';

const meta = {
  component: BlogListLayout,
  title: 'Layouts/BlogListLayout',
  parameters: { layout: 'fullscreen', initialPath: '/blogs/page/2' },
  args: {
    title: 'Blog',
    posts: [truncatedPostFixture, shortPostFixture],
    pagination: { page: 2, totalPages: 25, totalCount: 250, newerUrl: '/blogs', olderUrl: '/blogs/page/3' },
    sidebar: blogSidebarFixture,
  },
} satisfies Meta<typeof BlogListLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const FirstPage: Story = {
  args: { pagination: { page: 1, totalPages: 25, totalCount: 250, olderUrl: '/blogs/page/2' } },
};
export const SinglePage: Story = {
  args: { posts: [shortPostFixture], pagination: { page: 1, totalPages: 1, totalCount: 1 } },
};
