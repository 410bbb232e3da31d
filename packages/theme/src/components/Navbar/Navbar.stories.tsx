import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docSidebarFixture } from '../../fixtures/docs';
import { logoFixture, siteFixture } from '../../fixtures/site';
import { de } from '../../i18n/de';
import type { NavbarItem } from '../../types';
import { Navbar } from './Navbar';

const meta = {
  component: Navbar,
  title: 'Components/Navbar',
  args: {
    title: siteFixture.title,
    logo: logoFixture,
    items: siteFixture.navbar.items,
    hideOnScroll: siteFixture.navbar.hideOnScroll,
    colorMode: siteFixture.colorMode,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone' } };
const withDropdown = [
  { type: 'link', label: 'Blog', href: '/blogs', position: 'left' },
  ...siteFixture.navbar.items,
  {
    type: 'dropdown',
    label: 'Projekte',
    position: 'right',
    items: [
      { label: 'Podman Desktop', href: 'https://podman-desktop.io/' },
      { label: 'Buildah', href: 'https://buildah.io/' },
    ],
  },
] satisfies NavbarItem[];

const openDrawer: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: de['navbar.toggle'] }));
  // The drawer is a chunk of its own, so the first opening waits for it.
  await expect(await within(canvasElement).findByRole('dialog', { name: de['navbar.drawer'] })).toBeVisible();
};

const openDropdown: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Projekte' }));
  // The menu fades in (a CSS transition): shown once its links are. An external link's name says so.
  const buildah = `Buildah ${de['link.external']}`;
  await waitFor(() => expect(within(canvasElement).getByRole('link', { name: buildah })).toBeVisible());
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
/** Docusaurus's html item: the site's HTML as written, here a label beside the links. */
export const WithHtmlItem: Story = {
  args: {
    items: [...siteFixture.navbar.items, { type: 'html', html: '<strong>Beta</strong>', position: 'right' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Beta').tagName).toBe('STRONG');
  },
};
export const DesktopOnDocsPage: Story = { parameters: { initialPath: '/docs/installation' } };
export const DropdownOpen: Story = { args: { items: withDropdown }, play: openDropdown };
export const Phone: Story = { globals: phone };
export const PhoneDark: Story = { globals: { ...phone, colorMode: 'dark' } };
export const PhoneDrawerOpen: Story = { args: { items: withDropdown }, globals: phone, play: openDrawer };
export const PhoneDrawerOpenDark: Story = {
  args: { items: withDropdown },
  globals: { ...phone, colorMode: 'dark' },
  play: openDrawer,
};
export const PhoneDrawerWithDocsSidebar: Story = {
  args: { docsSidebar: docSidebarFixture },
  parameters: { initialPath: '/docs/installation' },
  globals: phone,
  play: openDrawer,
};
export const PhoneDrawerWithDocsSidebarDark: Story = {
  ...PhoneDrawerWithDocsSidebar,
  globals: { ...phone, colorMode: 'dark' },
};

/** `navbar.style: 'dark'`: the dark colours in both colour modes. */
export const DarkStyle: Story = { args: { style: 'dark', items: withDropdown } };

// A Docusaurus site draws its icon links in its own CSS; the story does what such a stylesheet does.
const githubIconCss = `.header-github-link::before {
  content: ''; display: block; width: 24px; height: 24px; background-color: currentColor;
  mask: url("data:image/svg+xml,%3Csvg viewBox='0 0 24 24' xmlns='http://www.w3.org/2000/svg'%3E%3Ccircle cx='12' cy='12' r='10'/%3E%3C/svg%3E")
    no-repeat center;
}`;

/** A label-less item with `className` and `aria-label`: an icon link drawn by the site's CSS. */
export const IconLink: Story = {
  args: {
    items: [
      ...siteFixture.navbar.items.filter((item) => item.type !== 'link' || !item.href.startsWith('http')),
      {
        type: 'link',
        href: 'https://github.com/containers/podman',
        position: 'right',
        className: 'header-github-link',
        ariaLabel: 'GitHub-Repository',
      },
    ],
  },
  decorators: [
    (Story) => (
      <>
        <style>{githubIconCss}</style>
        <Story />
      </>
    ),
  ],
};
