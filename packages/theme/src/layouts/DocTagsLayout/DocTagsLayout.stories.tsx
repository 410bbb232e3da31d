import type { Meta, StoryObj } from '@storybook/react-vite';
import { docTagsFixture } from '../../fixtures/docs';
import { DocTagsLayout } from './DocTagsLayout';

const meta = {
  component: DocTagsLayout,
  title: 'Layouts/DocTagsLayout',
  parameters: { layout: 'fullscreen', initialPath: docTagsFixture.path },
  args: docTagsFixture,
} satisfies Meta<typeof DocTagsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
