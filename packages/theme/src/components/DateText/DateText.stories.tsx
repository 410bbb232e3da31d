import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateText } from './DateText';

const meta = {
  component: DateText,
  title: 'Components/DateText',
  args: { date: '2022-12-07' },
} satisfies Meta<typeof DateText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LeapDay: Story = { args: { date: '2024-02-29' } };
