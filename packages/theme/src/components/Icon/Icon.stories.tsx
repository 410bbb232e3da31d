import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';

// A ring, as a component's module class would give it: a size and the image in --icon.
const RING_SVG = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>
<circle cx='12' cy='12' r='8' fill='none' stroke='black' stroke-width='3'/></svg>`;
const RING = `url("data:image/svg+xml,${encodeURIComponent(RING_SVG)}")`;

const meta = {
  component: Icon,
  title: 'Components/Icon',
  args: { className: 'story-ring' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <style>{`.story-ring { width: 1.5rem; height: 1.5rem; --icon: ${RING}; }`}</style>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Alone, in the text's colour. */
export const InText: Story = {
  render: (args) => (
    <p style={{ color: 'var(--color-primary)' }}>
      <Icon {...args} /> Ein Ring in der Farbe des Textes
    </p>
  ),
};

/** In a link and a button, which forced colours draw in LinkText and ButtonText. */
export const InLinkAndButton: Story = {
  render: (args) => (
    <>
      <a href="#ring">
        Ein Link <Icon {...args} />
      </a>
      <button type="button" aria-label="Ring">
        <Icon {...args} />
      </button>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ring' })).toBeVisible();
  },
};
