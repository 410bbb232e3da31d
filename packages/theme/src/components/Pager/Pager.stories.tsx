import type { Meta, StoryObj } from '@storybook/react-vite';
import { de } from '../../i18n/de';
import { Pager } from './Pager';

const meta = {
  component: Pager,
  title: 'Components/Pager',
  args: {
    label: de['docs.paginationLabel'],
    previous: { title: 'Erste Schritte', permalink: '/docs', sublabel: de['docs.previous'] },
    next: { title: 'Checkpoint', permalink: '/docs/checkpoint', sublabel: de['docs.next'] },
  },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreviousAndNext: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const OnlyNext: Story = { args: { previous: undefined } };
export const OnlyPrevious: Story = { args: { next: undefined } };
