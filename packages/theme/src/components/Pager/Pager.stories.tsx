import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pager } from './Pager';

const meta = {
  component: Pager,
  title: 'Components/Pager',
  args: {
    label: 'Dokumentation Seiten',
    previous: { title: 'Erste Schritte', permalink: '/docs', sublabel: 'Zurück' },
    next: { title: 'Checkpoint', permalink: '/docs/checkpoint', sublabel: 'Weiter' },
  },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreviousAndNext: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const OnlyNext: Story = { args: { previous: undefined } };
export const OnlyPrevious: Story = { args: { next: undefined } };
