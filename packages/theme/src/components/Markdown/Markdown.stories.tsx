import type { Meta, StoryObj } from '@storybook/react-vite';
import { markdownContentFixture } from '../../fixtures/markdown-content';
import { mdxContentFixture } from '../../fixtures/mdx-content';
import { Markdown } from './Markdown';
import { mdxComponents } from './mdx-components';

const meta = {
  component: Markdown,
  title: 'Components/Markdown',
  args: { content: markdownContentFixture },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const MdxComponents: Story = { args: { content: mdxContentFixture, components: mdxComponents } };
