import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Details } from './Details';

const meta = {
  component: Details,
  title: 'Components/Details',
  args: {
    summary: 'Welche Voraussetzungen gibt es?',
    children: (
      <>
        <p>Podman läuft unter Linux direkt; unter macOS und Windows startet es eine virtuelle Maschine.</p>
        <ul>
          <li>Linux mit Kernel 5.x oder neuer</li>
          <li>
            macOS oder Windows mit <code>podman machine</code>
          </li>
        </ul>
      </>
    ),
  },
} satisfies Meta<typeof Details>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { isInitiallyOpen: true } };
export const Phone: Story = { args: { isInitiallyOpen: true }, globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { args: { isInitiallyOpen: true }, globals: { viewport: { value: 'desktop' } } };
export const OpenedByClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Welche Voraussetzungen gibt es?'));
  },
};
