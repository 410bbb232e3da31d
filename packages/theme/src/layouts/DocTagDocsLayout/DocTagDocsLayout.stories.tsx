import type { Meta, StoryObj } from '@storybook/react-vite';
import { docTagDocsFixture } from '../../fixtures/docs';
import { DocTagDocsLayout } from './DocTagDocsLayout';

const meta = {
  component: DocTagDocsLayout,
  title: 'Layouts/DocTagDocsLayout',
  parameters: { layout: 'fullscreen', initialPath: docTagDocsFixture.path },
  args: docTagDocsFixture,
} satisfies Meta<typeof DocTagDocsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const InlineTag: Story = {
  args: {
    tag: { label: 'Netzwerk', permalink: '/docs/tags/netzwerk', count: 1 },
    docs: docTagDocsFixture.docs.slice(1),
  },
};
