import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogSidebarFixture, tagsFixture } from '../../fixtures/blog';
import { BlogTagsLayout } from './BlogTagsLayout';

const meta = {
  component: BlogTagsLayout,
  title: 'Layouts/BlogTagsLayout',
  parameters: { layout: 'fullscreen' },
  args: { tags: tagsFixture, sidebar: blogSidebarFixture },
} satisfies Meta<typeof BlogTagsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
