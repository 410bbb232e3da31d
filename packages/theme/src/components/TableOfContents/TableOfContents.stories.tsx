import type { Meta, StoryObj } from '@storybook/react-vite';
import { docFixture } from '../../fixtures/docs';
import { TableOfContents } from './TableOfContents';

const meta = {
  component: TableOfContents,
  title: 'Components/TableOfContents',
  args: { items: docFixture.toc, variant: 'sidebar' },
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sidebar: Story = {};
export const SidebarReadingASection: Story = { args: { activeId: 'fedora' } };
export const Collapsible: Story = { args: { variant: 'collapsible' }, globals: { viewport: { value: 'phone' } } };
