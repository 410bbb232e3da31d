import type { Meta, StoryObj } from '@storybook/react-vite';
import { docSidebarFixture } from '../../fixtures/docs';
import { DocsSidebar } from './DocsSidebar';

const meta = {
  component: DocsSidebar,
  title: 'Components/DocsSidebar',
  args: { sidebar: docSidebarFixture, currentPath: '/docs/installation' },
} satisfies Meta<typeof DocsSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentDoc: Story = {};
export const CurrentDocInCategory: Story = { args: { currentPath: '/docs/checkpoint' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const CollapsedCategory: Story = {
  args: {
    sidebar: {
      ...docSidebarFixture,
      items: docSidebarFixture.items.map((item) => (item.type === 'category' ? { ...item, collapsed: true } : item)),
    },
  },
};
