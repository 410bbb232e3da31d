import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogSidebarFixture, yearGroupedBlogSidebarFixture } from '../../fixtures/blog';
import { BlogSidebar } from './BlogSidebar';

const meta = { component: BlogSidebar, title: 'Layouts/BlogSidebar', args: blogSidebarFixture } satisfies Meta<
  typeof BlogSidebar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ReadingAPost: Story = { parameters: { initialPath: blogSidebarFixture.items[1]!.permalink } };
export const Dark: Story = { ...ReadingAPost, globals: { colorMode: 'dark' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const ConfiguredTitle: Story = { args: { title: 'Alle Releases' } };
export const GroupedByYear: Story = { args: yearGroupedBlogSidebarFixture };
