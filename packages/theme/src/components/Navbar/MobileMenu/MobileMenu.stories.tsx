import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { docSidebarFixture } from '../../../fixtures/docs';
import { logoFixture, siteFixture } from '../../../fixtures/site';
import { de } from '../../../i18n/de';
import { NavbarBrand } from '../NavbarBrand';
import { MobileMenu } from './MobileMenu';

const meta = {
  component: MobileMenu,
  title: 'Components/Navbar/MobileMenu',
  args: {
    id: 'drawer',
    brand: <NavbarBrand title={siteFixture.title} logo={logoFixture} />,
    items: [
      ...siteFixture.navbar.items,
      {
        type: 'dropdown',
        label: 'Projekte',
        position: 'right',
        items: [{ label: 'Podman Desktop', href: 'https://podman-desktop.io/' }],
      },
    ],
    pathname: '/features',
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen', initialPath: '/features' },
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <nav aria-label={de['navbar.label']}>
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const docsPage = {
  args: { docsSidebar: docSidebarFixture, pathname: '/docs/installation' },
  parameters: { initialPath: '/docs/installation' },
};

export const MainMenu: Story = {};
export const MainMenuDark: Story = { globals: { colorMode: 'dark', viewport: { value: 'phone' } } };
export const DocsSidebar: Story = docsPage;
