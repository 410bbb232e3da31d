import type { Meta, StoryObj } from '@storybook/react-vite';
import { truncatedPostFixture } from '../../fixtures/blog';
import { PostHeader } from './PostHeader';

const meta = {
  component: PostHeader,
  title: 'Components/PostHeader',
  args: { ...truncatedPostFixture, headingLevel: 2 },
} satisfies Meta<typeof PostHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InList: Story = {};
export const OnPostPage: Story = { args: { permalink: undefined, headingLevel: 1 } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const WithoutReadingTime: Story = { args: { readingTime: undefined, authors: [{ name: 'Dan Walsh' }] } };
