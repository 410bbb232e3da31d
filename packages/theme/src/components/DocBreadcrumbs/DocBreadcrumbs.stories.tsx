import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocBreadcrumbs } from './DocBreadcrumbs';

const meta = {
  component: DocBreadcrumbs,
  title: 'Components/DocBreadcrumbs',
  args: { homePath: '/', trail: ['Installation'] },
} satisfies Meta<typeof DocBreadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopLevelDoc: Story = {};
export const DocInCategory: Story = { args: { trail: ['Für Fortgeschrittene', 'Checkpoint'] } };
export const Phone: Story = {
  args: { trail: ['Für Fortgeschrittene', 'Checkpoint'] },
  globals: { viewport: { value: 'phone' } },
};
