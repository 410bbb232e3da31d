import type { Meta, StoryObj } from '@storybook/react-vite';
import { docCategoryIndexFixture } from '../../fixtures/docs';
import { DocCategoryIndexLayout } from './DocCategoryIndexLayout';

const meta = {
  component: DocCategoryIndexLayout,
  title: 'Layouts/DocCategoryIndexLayout',
  parameters: { layout: 'fullscreen', initialPath: docCategoryIndexFixture.path },
  args: docCategoryIndexFixture,
} satisfies Meta<typeof DocCategoryIndexLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
