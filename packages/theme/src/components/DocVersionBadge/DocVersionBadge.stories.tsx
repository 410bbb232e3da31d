import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocVersionBadge } from './DocVersionBadge';

const meta = {
  component: DocVersionBadge,
  title: 'Components/DocVersionBadge',
  args: { label: 'Next' },
} satisfies Meta<typeof DocVersionBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Next: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
