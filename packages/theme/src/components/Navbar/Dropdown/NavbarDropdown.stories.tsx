import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavbarDropdown } from './NavbarDropdown';

const meta = {
  component: NavbarDropdown,
  title: 'Components/Navbar/Dropdown',
  args: {
    label: 'Neuigkeiten',
    pathname: '/release',
    items: [
      { label: 'Blog', href: '/blogs' },
      { label: 'Releases', href: '/release' },
      { label: 'Podman Desktop', href: 'https://podman-desktop.io/' },
    ],
  },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: '1rem', minHeight: '14rem' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof NavbarDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Neuigkeiten' }));
  // The menu fades in (a CSS transition): shown once its links are.
  await waitFor(() => expect(within(canvasElement).getByRole('link', { name: 'Releases' })).toBeVisible());
};

export const Closed: Story = {};
export const Open: Story = { play: open };
export const OpenPhone: Story = { play: open, globals: { viewport: { value: 'phone' } } };
