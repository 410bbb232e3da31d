import type { Meta, StoryObj } from '@storybook/react-vite';
import { archiveFixture } from '../../fixtures/blog';
import { BlogArchiveLayout } from './BlogArchiveLayout';

const meta = {
  component: BlogArchiveLayout,
  title: 'Layouts/BlogArchiveLayout',
  parameters: { layout: 'fullscreen' },
  args: { years: archiveFixture },
} satisfies Meta<typeof BlogArchiveLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
