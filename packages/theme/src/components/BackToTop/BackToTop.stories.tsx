import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { de } from '../../i18n/de';
import { BackToTop } from './BackToTop';

const meta = {
  component: BackToTop,
  title: 'Components/BackToTop',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <main style={{ minHeight: '300vh', padding: '1rem' }}>
        <p>Eine lange Seite.</p>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

const scrollDown: Story['play'] = async ({ canvasElement }) => {
  window.scrollTo(0, 1200);
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: de['backToTop.label'] })).toBeVisible());
};

export const AtTheTop: Story = {};
export const AfterScrolling: Story = { play: scrollDown };
export const AfterScrollingPhone: Story = { play: scrollDown, globals: { viewport: { value: 'phone' } } };
