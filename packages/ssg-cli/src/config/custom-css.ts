import type { ConfigProblem } from '@kran/content-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SASS_STYLESHEET, siteSassModule } from './site-sass-module.js';

const STYLESHEET = /\.(css|s[ac]ss)$/;

/** The absolute paths of the site's `customCss` files, in the order listed (customCssProblems has checked them). */
export function resolveCustomCss(siteDir: string, customCss: string[] = []): string[] {
  return customCss.map((entry) => path.resolve(siteDir, entry));
}

/**
 * Every `customCss` entry that is no stylesheet (CSS, or Sass as docusaurus-plugin-sass reads it) in the site folder,
 * and every Sass stylesheet of a site without a Sass compiler, at its place in the config.
 */
export function customCssProblems(siteDir: string, customCss: unknown): ConfigProblem[] {
  if (customCss === undefined) return [];
  if (!Array.isArray(customCss))
    return [
      {
        message: `customCss is ${JSON.stringify(customCss)}, not a list of stylesheets.`,
        at: { path: ['customCss'], key: 'customCss' },
        hint: "List the site's stylesheets relative to the site folder: `customCss: ['src/css/custom.css']`.",
      },
    ];
  return customCss.flatMap((entry: unknown, index): ConfigProblem[] => {
    const at = { path: ['customCss', index], key: 'customCss', ...(typeof entry === 'string' ? { value: entry } : {}) };
    if (typeof entry !== 'string' || !STYLESHEET.test(entry))
      return [
        {
          message: `customCss[${index}] is ${JSON.stringify(entry)}, which is not a stylesheet.`,
          at,
          hint: 'List stylesheets ending in .css (or .scss and .sass), relative to the site folder.',
        },
      ];
    if (existsSync(path.resolve(siteDir, entry)))
      return SASS_STYLESHEET.test(entry) && !siteSassModule(siteDir)
        ? [
            {
              message: `customCss[${index}] is "${entry}", a Sass stylesheet, but the site has no Sass compiler installed.`,
              at,
              hint: "Install the `sass` package in the site (`npm install --save-dev sass`); Kran compiles Sass with the site's own.",
            },
          ]
        : [];
    return [
      {
        message: `customCss[${index}] is "${entry}", but no such file exists in the site folder.`,
        at,
        hint: 'Give the path of a stylesheet relative to the site folder, e.g. `src/css/custom.css`.',
      },
    ];
  });
}
