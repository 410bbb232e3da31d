import { afterEach, describe, expect, it } from 'vitest';
import {
  badInput,
  contentErrorsOf,
  corpusConfig,
  described,
  siteWithConfig,
  textAt,
} from '../../test/bad-input/sites.js';
import type { NavbarItemConfig, SiteConfig } from '../config.js';

const sites: { remove: () => void }[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.remove()));

// Writes the config as site.config.ts too, so each error's location can be read back from it.
async function navbarErrors(items: unknown[]) {
  const config: SiteConfig = { ...corpusConfig, blogs: [], navbar: { items: items as NavbarItemConfig[] } };
  const site = siteWithConfig(badInput('sidebars'), config);
  sites.push(site);
  const errors = described(await contentErrorsOf(site.siteDir, config));
  return { errors, pointedAt: errors.map((error) => textAt(site.siteDir, error.location)) };
}

describe('navbar items in site.config.ts', () => {
  it('reports an item without a label at the navbar items, and a position other than left or right at its value', async () => {
    const { errors, pointedAt } = await navbarErrors([
      { to: '/docs' },
      { label: 'Blog', to: '/blogs', position: 'middle' },
    ]);
    expect(errors).toEqual([
      {
        message: 'The navbar item {"to":"/docs"} has no label.',
        location: { file: 'site.config.ts', line: 14, column: 5 },
        hint: "Give it the text it shows: `label: 'Blog'`.",
      },
      {
        message: 'The navbar item "Blog" has the position "middle".',
        location: { file: 'site.config.ts', line: 21, column: 21 },
        hint: "Use `position: 'left'` or `position: 'right'`, or leave it out for left.",
      },
    ]);
    expect(pointedAt).toEqual(['"items": [', '"middle"']);
  });

  it('reports a link with neither to nor href, and an empty dropdown, at their labels', async () => {
    const { errors, pointedAt } = await navbarErrors([
      { label: 'Funktionen', href: '' },
      { type: 'dropdown', label: 'Mehr', items: [] },
    ]);
    expect(errors.map((error) => error.message)).toEqual([
      'The navbar link "Funktionen" has neither `to` nor `href`.',
      'The navbar dropdown "Mehr" has no list of items.',
    ]);
    expect(pointedAt).toEqual(['"Funktionen",', '"Mehr",']);
  });

  it('reports a dropdown entry without a label or a target', async () => {
    const { errors, pointedAt } = await navbarErrors([
      { type: 'dropdown', label: 'Mehr', items: [{ href: '/blogs' }, { label: 'Podman' }] },
    ]);
    expect(errors.map((error) => error.message)).toEqual([
      'The navbar link {"href":"/blogs"} has no label.',
      'The navbar link "Podman" has neither `to` nor `href`.',
    ]);
    expect(pointedAt).toEqual(['"items": [', '"Podman"']);
  });

  it('accepts links, dropdowns and doc items that point at something', async () => {
    const config: SiteConfig = {
      ...corpusConfig,
      blogs: [],
      navbar: {
        items: [
          { label: 'Blog', to: '/blogs', position: 'right' },
          { type: 'dropdown', label: 'Mehr', items: [{ label: 'Podman', href: 'https://podman.io' }] },
          { type: 'doc', label: 'Start', docId: 'start' },
        ],
      },
    };
    const site = siteWithConfig(badInput('sidebars'), config);
    sites.push(site);
    await expect(contentErrorsOf(site.siteDir, config)).rejects.toThrow('Expected content errors, but the build gave');
  });
});
