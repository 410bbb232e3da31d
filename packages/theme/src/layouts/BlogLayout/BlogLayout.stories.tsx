import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogSidebarFixture } from '../../fixtures/blog';
import { BlogLayout } from './BlogLayout';

const meta = {
  component: BlogLayout,
  title: 'Layouts/BlogLayout',
  parameters: { layout: 'fullscreen' },
  args: { sidebar: blogSidebarFixture, children: <p>Inhalt der Blogseite</p> },
} satisfies Meta<typeof BlogLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutTableOfContents: Story = {};
export const WithTableOfContents: Story = { args: { toc: <p>Inhaltsverzeichnis</p> } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
