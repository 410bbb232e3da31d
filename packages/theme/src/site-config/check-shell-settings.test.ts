import { describe, expect, it } from 'vitest';
import { themeConfigPart } from './index.js';
import type { ThemeSiteConfig } from './theme-site-config.js';

const problemsOf = (config: object) => themeConfigPart.checkWithoutContent(config as ThemeSiteConfig);

describe("the theme's check of the colour mode and the announcement bar", () => {
  it('accepts a colour mode of light or dark and a bar with an id and content', () => {
    expect(
      problemsOf({ colorMode: { defaultMode: 'dark' }, announcementBar: { id: 'start', content: 'Welcome!' } }),
    ).toEqual([]);
  });

  it('reports another colour mode at its value, and a bar without id or content', () => {
    const problems = problemsOf({ colorMode: { defaultMode: 'blue' }, announcementBar: { id: '', content: 'Hi' } });
    expect(problems.map(({ message, at }) => [message, at])).toEqual([
      [
        'colorMode.defaultMode is "blue", which is no colour mode.',
        { path: ['colorMode', 'defaultMode'], key: 'defaultMode', after: 'colorMode', value: 'blue' },
      ],
      ['The announcement bar has no id.', { path: ['announcementBar', 'id'], key: 'id', after: 'announcementBar' }],
    ]);
    expect(problemsOf({ announcementBar: { id: 'start' } }).map(({ message, at }) => [message, at])).toEqual([
      ['The announcement bar has no content.', { path: ['announcementBar'], key: 'announcementBar' }],
    ]);
  });
});
