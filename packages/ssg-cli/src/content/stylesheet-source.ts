import type { PartialMessage } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteSassOptions } from '../config/sass-config.js';
import { SASS_STYLESHEET } from '../config/site-sass-module.js';
import { compileSass, loadSiteSass, sassErrorMessage, type SassCompiler } from './site-sass.js';

/** A stylesheet's CSS, or the errors that keep it from being read, at their place. */
export type StylesheetSource = { css: string } | { errors: PartialMessage[] };

/**
 * Reads the site's stylesheets as CSS: a `.css` file as it is, a `.scss` or `.sass` file compiled with the site's
 * own Sass, with the site's `sass` options. Each file Sass reads (partials too) goes into `filesRead`, so a bundle made from them is made again
 * when one changes.
 */
export function stylesheetReader(siteDir: string, filesRead: Set<string> = new Set(), sassOptions?: SiteSassOptions) {
  let compiler: Promise<SassCompiler | undefined> | undefined;
  return async (file: string): Promise<StylesheetSource> => {
    if (!SASS_STYLESHEET.test(file)) return { css: await readFile(file, 'utf8') };
    const sass = await (compiler ??= loadSiteSass(siteDir));
    if (!sass) return { errors: [missingSassMessage(siteDir, file)] };
    try {
      const { css, loadedFiles } = await compileSass(sass, file, siteDir, sassOptions);
      for (const loaded of loadedFiles) filesRead.add(loaded);
      return { css };
    } catch (error) {
      filesRead.add(file);
      return { errors: [sassErrorMessage(file, error)] };
    }
  };
}

function missingSassMessage(siteDir: string, file: string): PartialMessage {
  return {
    text: `${path.relative(siteDir, file)} is a Sass stylesheet, but the site has no Sass compiler installed.`,
    location: { file },
    notes: [{ text: 'Install the `sass` package in the site: `npm install --save-dev sass`.' }],
  };
}
