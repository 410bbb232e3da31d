import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogAuthorPostsFixture } from '../../fixtures/blog';
import { BlogAuthorPostsLayout } from './BlogAuthorPostsLayout';

const meta = {
  component: BlogAuthorPostsLayout,
  title: 'Layouts/BlogAuthorPostsLayout',
  parameters: { layout: 'fullscreen', initialPath: blogAuthorPostsFixture.path },
  args: blogAuthorPostsFixture,
} satisfies Meta<typeof BlogAuthorPostsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const WithoutPosts: Story = {
  args: {
    posts: [],
    pagination: { page: 1, totalPages: 1, totalCount: 0 },
    author: { ...blogAuthorPostsFixture.author, count: 0 },
  },
};
