import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineTocFixture } from '../../fixtures/mdx-content';
import { TOCInline } from './TOCInline';

const meta = {
  component: TOCInline,
  title: 'Components/TOCInline',
  args: { toc: inlineTocFixture },
} satisfies Meta<typeof TOCInline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Nested: Story = {};
export const OneLevel: Story = { args: { toc: inlineTocFixture.filter((item) => item.level === 2) } };
