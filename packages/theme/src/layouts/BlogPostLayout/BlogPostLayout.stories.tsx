import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogPostFixture } from '../../fixtures/blog';
import { BlogPostLayout } from './BlogPostLayout';

const meta = {
  component: BlogPostLayout,
  title: 'Layouts/BlogPostLayout',
  parameters: { layout: 'fullscreen', initialPath: blogPostFixture.path },
  args: blogPostFixture,
} satisfies Meta<typeof BlogPostLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const NewestPost: Story = { args: { previous: undefined } };
export const WithoutTableOfContents: Story = { args: { toc: [], readingTime: undefined, tags: [] } };
/** A blog with `editUrl`: the post ends with its "edit this page" link. */
export const WithEditLink: Story = {
  args: { editUrl: 'https://github.com/containers/podman.io/edit/main/blog/2024-01-10-podman-5.md' },
};
