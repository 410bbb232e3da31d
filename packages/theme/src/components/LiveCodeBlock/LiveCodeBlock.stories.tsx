import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveCode, liveCodeText } from '../../fixtures/code-block';
import { LiveCodeBlock } from './LiveCodeBlock';

const meta = {
  component: LiveCodeBlock,
  title: 'Components/LiveCodeBlock',
  args: { code: liveCodeText, children: liveCode },
} satisfies Meta<typeof LiveCodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const WithError: Story = { args: { code: '<p>{nichtDefiniert}</p>' } };
