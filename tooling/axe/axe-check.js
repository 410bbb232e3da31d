import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules every page and story must pass: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page's document and returns its violations. axe is evaluated into the page once per
 * document (through the DevTools protocol, so a Content-Security-Policy does not stop it) and run in place;
 * `@axe-core/playwright` would open a page of its own for each run to assemble its results.
 */
export async function axeViolations(page, tags = WCAG_A_AA) {
  const isLoaded = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!isLoaded) await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values } });
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, tags);
}
