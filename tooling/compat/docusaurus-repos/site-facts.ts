import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { htmlFileOf } from '../fidelity/build-facts';
import { withoutAbsent } from '../fidelity/page-facts';

/** Facts of a whole build rather than of one page. */
export interface RepoSiteFacts {
  /** The `--ifm-color-primary` the home page's stylesheets set last on `:root`, as lower-case `#rrggbb`. */
  primaryColor?: string;
  /** The same under `[data-theme=dark]`. */
  primaryColorDark?: string;
  /** The `url()`s of the home page's stylesheets (the React page's CSS module among them) that lead to no file. */
  missingCssFiles: string[];
  /** Whether the stylesheets of the page with the video style react-lite-youtube-embed's `.yt-lite` (its own CSS). */
  videoStyled: boolean;
}

/** `#ABC` and `#aabbcc` alike as `#aabbcc`; other colours trimmed and lower-cased. */
export function normalColor(value: string): string {
  const color = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(color);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color;
}

/** The last value of `--ifm-color-primary` in the rules of `css` whose selector list has a selector `matches`. */
export function lastPrimaryColor(css: string, matches: (selector: string) => boolean): string | undefined {
  let color: string | undefined;
  // Innermost rules only: a selector and a body without braces (rules inside @media come out the same way).
  for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!rule[1]!.split(',').some((selector) => matches(selector.trim()))) continue;
    for (const declaration of rule[2]!.matchAll(/--ifm-color-primary\s*:\s*([^;]+)/g)) {
      color = normalColor(declaration[1]!.replace(/!important$/, ''));
    }
  }
  return color;
}

const isRoot = (selector: string) => selector === ':root' || selector === 'html';
const isDark = (selector: string) => /^(html)?\[data-theme=['"]?dark['"]?\]$/.test(selector);

/** A stylesheet a built page links: its file in the build and its text. */
interface LinkedStylesheet {
  file: string;
  css: string;
}

/** The stylesheets `<link rel="stylesheet">`s of a built page load, in their order, read from the build. */
export function linkedStylesheets(buildDir: string, html: string): LinkedStylesheet[] {
  return parse(html)
    .querySelectorAll('link[rel="stylesheet"]')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => path.join(buildDir, href.split(/[?#]/)[0]!))
    .map((file) => ({ file, css: readFileSync(file, 'utf8') }));
}

/** The `url()`s of a stylesheet that name a file of the build (not `data:` or another site) that is not there. */
export function missingFiles(buildDir: string, { file, css }: LinkedStylesheet): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((match) => match[2]!.trim())
    .filter((url) => !/^([a-z]+:|\/\/|#)/i.test(url))
    .filter((url) => {
      const target = url.split(/[?#]/)[0]!;
      return !existsSync(
        target.startsWith('/') ? path.join(buildDir, target) : path.resolve(path.dirname(file), target),
      );
    });
}

function pageHtml(buildDir: string, route: string): string {
  const file = htmlFileOf(buildDir, route);
  if (!file) throw new Error(`The build in ${buildDir} has no page ${route}.`);
  return readFileSync(file, 'utf8');
}

/** The site facts of a build, read from its home page, the page with the video and the stylesheets they load. */
export function siteFactsOfBuild(buildDir: string, videoRoute: string): RepoSiteFacts {
  const home = linkedStylesheets(buildDir, pageHtml(buildDir, '/'));
  const css = home.map((sheet) => sheet.css).join('\n');
  const videoCss = linkedStylesheets(buildDir, pageHtml(buildDir, videoRoute)).map((sheet) => sheet.css);
  return withoutAbsent({
    primaryColor: lastPrimaryColor(css, isRoot),
    primaryColorDark: lastPrimaryColor(css, isDark),
    missingCssFiles: home.flatMap((sheet) => missingFiles(buildDir, sheet)),
    videoStyled: videoCss.some((sheet) => sheet.includes('.yt-lite')),
  });
}
