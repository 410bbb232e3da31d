import type { Meta, StoryObj } from '@storybook/react-vite';
import { truncatedPostFixture } from '../../fixtures/blog';
import { TagList } from './TagList';

const meta = {
  component: TagList,
  title: 'Components/TagList',
  args: { tags: truncatedPostFixture.tags },
} satisfies Meta<typeof TagList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
