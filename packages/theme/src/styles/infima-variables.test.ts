/// <reference types="node" />
// Reads the files: vitest hands CSS imports over empty, even with ?raw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');
const infima = read('infima.css');
const tokens = read('tokens.css');

/** The custom properties the rules with exactly this selector set, by name. */
function variablesOf(selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const variables = new Map<string, string>();
  for (const [, body] of infima.matchAll(new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`, 'g')))
    for (const [, name, value] of body!.matchAll(/(--ifm-[\w-]+):\s*([^;]+);/g)) variables.set(name!, value!.trim());
  return variables;
}

describe("Infima's variables that sites' own CSS and components read", () => {
  const light = variablesOf(':root');
  const dark = variablesOf("[data-theme='dark']");

  it('are defined, with the ones two real Docusaurus sites read among them', () => {
    for (const name of [
      '--ifm-color-emphasis-200',
      '--ifm-color-emphasis-300',
      '--ifm-color-content',
      '--ifm-color-content-inverse',
      '--ifm-toc-border-color',
      '--ifm-navbar-link-color',
      '--ifm-heading-color',
      '--ifm-color-secondary-contrast-foreground',
      '--ifm-color-info-contrast-background',
    ])
      expect(light.has(name), name).toBe(true);
  });

  it("turn Infima's greys and contrast colours around in dark mode, as Infima does", () => {
    expect(light.get('--ifm-color-emphasis-100')).toBe(dark.get('--ifm-color-emphasis-900'));
    expect(light.get('--ifm-color-emphasis-900')).toBe(dark.get('--ifm-color-emphasis-100'));
    for (const kind of ['secondary', 'success', 'info', 'warning', 'danger'])
      expect(dark.get(`--ifm-color-${kind}-contrast-background`)).toBe(
        light.get(`--ifm-color-${kind}-contrast-foreground`),
      );
  });

  it('feed no token, so that a site setting one changes only its own styles', () => {
    for (const name of [...light.keys(), ...dark.keys()]) expect(tokens, name).not.toContain(`var(${name},`);
  });
});
