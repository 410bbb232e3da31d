import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  component: Link,
  title: 'Components/Link',
  args: { to: '/docs/installation', children: 'Podman installieren' },
  decorators: [
    (Story) => (
      <p>
        Weiter geht es mit: <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

const dark = { colorMode: 'dark' };
const phone = { viewport: { value: 'phone' } };
const external = { to: 'https://github.com/containers/podman', children: 'Podman auf GitHub', showExternalIcon: true };

export const SitePath: Story = {};
export const SitePathPhone: Story = { globals: phone };
export const External: Story = { args: external };
export const ExternalPhone: Story = { args: external, globals: phone };
export const ExternalPhoneDark: Story = { args: external, globals: { ...dark, ...phone } };
