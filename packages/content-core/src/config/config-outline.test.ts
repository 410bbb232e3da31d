import { describe, expect, it } from 'vitest';
import { nodeAt, outlineConfig } from './config-outline.js';

const keysAt = (text: string, path: (string | number)[]) => {
  const found = nodeAt(outlineConfig(text)!, path);
  return found?.node.kind === 'object' ? [...found.node.entries.keys()] : found?.node.kind;
};

describe('outlineConfig', () => {
  it('reads the keys of the exported object past comments and strings that hold brackets', () => {
    const text = [
      'export default defineConfig({',
      "  /* { not: 'a key' } */ title: '{ [',",
      "  // tagline: '}'",
      "  navbar: { items: [{ label: ']' }, { label: '}' }] },",
      '});',
    ].join('\n');
    expect(keysAt(text, [])).toEqual(['title', 'navbar']);
    expect(keysAt(text, ['navbar', 'items', 1])).toEqual(['label']);
  });

  it('keeps shorthand properties, methods and computed values as written, but not their inside', () => {
    const text =
      "export default defineConfig({ title, render() { return { a: 1 }; }, docs: makeDocs({ path: 'docs' }) });";
    expect(keysAt(text, [])).toEqual(['title', 'render', 'docs']);
    expect(keysAt(text, ['docs'])).toBe('other');
    expect(nodeAt(outlineConfig(text)!, ['docs', 'path'])).toBeUndefined();
  });

  it("reads CommonJS's module.exports, written as an object or as a const", () => {
    expect(keysAt("module.exports = { title: 'x', presets: [['classic', { docs: {} }]] };", ['presets', 0, 1])).toEqual(
      ['docs'],
    );
    expect(keysAt("const config = { url: 'https://x.org' };\nmodule.exports = config;\n", [])).toEqual(['url']);
  });

  it("reads an object in parentheses, as Docusaurus's templates write themeConfig after its type comment", () => {
    const text = [
      'const config = {',
      '  themeConfig:',
      "    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */",
      '    ({',
      "      navbar: { items: [{ to: '/a', label: 'A' }, { to: '/b', activeBasePath: 'b' }] },",
      "      footer: { style: 'dark' },",
      '    }),',
      "  title: 'x',",
      '};',
      'module.exports = config;',
    ].join('\n');
    expect(keysAt(text, [])).toEqual(['themeConfig', 'title']);
    expect(keysAt(text, ['themeConfig'])).toEqual(['navbar', 'footer']);
    expect(keysAt(text, ['themeConfig', 'navbar', 'items', 1])).toEqual(['to', 'activeBasePath']);
  });

  it('finds no object in a module that exports none', () => {
    expect(outlineConfig("export default makeConfig('site');\n")).toBeUndefined();
    expect(outlineConfig('')).toBeUndefined();
  });
});
