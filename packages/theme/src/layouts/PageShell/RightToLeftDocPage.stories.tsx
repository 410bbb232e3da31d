import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docFixture } from '../../fixtures/docs';
import { siteLocales } from '../../fixtures/locales';
import { logoFixture, siteFixture } from '../../fixtures/site';
import { ar } from '../../i18n/ar';
import { DocLayout } from '../DocLayout/DocLayout';
import { PageShell } from './PageShell';

// The locales at the root of the story's router.
const locales = siteLocales.map((locale) => ({ ...locale, baseUrl: locale.baseUrl.replace('/docs-site', '') }));
const arabicPath = `/ar${docFixture.path}`;

const meta = {
  component: PageShell,
  title: 'Layouts/PageShell/Right to left',
  args: {
    site: {
      ...siteFixture,
      logo: logoFixture,
      announcementBar: undefined,
      navbar: {
        ...siteFixture.navbar,
        items: [
          ...siteFixture.navbar.items,
          { type: 'localeDropdown', position: 'right', locales, currentLocale: 'ar', itemsBefore: [], itemsAfter: [] },
        ],
      },
    },
    children: <DocLayout {...docFixture} path={arabicPath} title="تثبيت Podman" heading="تثبيت Podman" />,
  },
  parameters: { layout: 'fullscreen', initialPath: arabicPath, locale: 'ar', direction: 'rtl' },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A doc page of an Arabic site: the sidebar on the right, the table of contents on the left, the layout mirrored,
 * and the theme's texts from its Arabic table.
 */
export const ArabicDocPage: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: ar['docs.sidebarLabel'] })).toBeVisible();
    const pager = within(canvas.getByRole('navigation', { name: ar['docs.paginationLabel'] }));
    await expect(pager.getByText(ar['docs.previous'])).toBeVisible();
    await expect(pager.getByText(ar['docs.next'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(ar['docs.editThisPage']) })).toBeVisible();
    await expect(canvas.getByText(ar['docs.onThisPage'], { selector: '.side-panel-title' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }));
    const links = ['English', 'Deutsch', 'العربية'].map((name) => canvas.getByRole('link', { name }));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      docFixture.path,
      `/de${docFixture.path}`,
      arabicPath,
    ]);
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
  },
};
