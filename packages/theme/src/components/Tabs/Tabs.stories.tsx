import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { osTabsFixture } from '../../fixtures/mdx-content';
import { Tabs } from './Tabs';

const meta = {
  component: Tabs,
  title: 'Components/Tabs',
  args: {
    tabs: osTabsFixture,
    children: [
      <p key="linux">
        Unter Linux installiert der Paketmanager Podman: <code>sudo dnf -y install podman</code>.
      </p>,
      <p key="macos">
        Unter macOS kommt Podman mit Homebrew: <code>brew install podman</code>.
      </p>,
      <p key="windows">Unter Windows startet Podman eine virtuelle Maschine mit WSL 2.</p>,
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};
export const DefaultValue: Story = { args: { defaultValue: 'windows' } };
export const ChosenByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Linux' }));
    await userEvent.keyboard('{ArrowRight}');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
