import { describe, expect, it } from 'vitest';
import { ConfigSource } from './config-source.js';

const text = [
  'export default {',
  "  navbar: { items: [{ type: 'doc', docId: 'podman' }] },",
  '  docs: [{ sidebars: {',
  "    main: ['start', \"install\", 'start'],",
  "    'zweite': ['podman'],",
  '  } }],',
  '};',
].join('\n');
const source = new ConfigSource('site.config.ts', text);

describe('ConfigSource', () => {
  it('finds a quoted value as the value of a key', () => {
    expect(source.locateValue('podman', { key: 'docId' })).toEqual({ file: 'site.config.ts', line: 2, column: 43 });
  });

  it('finds the nth quoted value after a key, in either kind of quotes', () => {
    expect(source.locateValue('start', { after: 'main', occurrence: 1 })).toEqual({
      file: 'site.config.ts',
      line: 4,
      column: 32,
    });
    expect(source.locateValue('install', { after: 'main' })).toEqual({ file: 'site.config.ts', line: 4, column: 21 });
    expect(source.locateValue('podman', { after: 'zweite' })).toEqual({ file: 'site.config.ts', line: 5, column: 16 });
  });

  it('finds a key written bare or in quotes', () => {
    expect(source.locateKey('zweite')).toEqual({ file: 'site.config.ts', line: 5, column: 5 });
    expect(source.locateKey('main')).toEqual({ file: 'site.config.ts', line: 4, column: 5 });
  });

  it('names only the file when the text does not hold the value, or there is no text', () => {
    expect(source.locateValue('fehlt')).toEqual({ file: 'site.config.ts' });
    expect(new ConfigSource('site.config.ts', undefined).locateKey('main')).toEqual({ file: 'site.config.ts' });
  });
});

describe('ConfigSource.locatePath', () => {
  const config = [
    "import { defineConfig } from '@kran/ssg-cli';",
    '',
    '// Written as a site author writes it: comments, quoted keys, a spread, a template and calls.',
    'export default defineConfig({',
    "  title: `Site ${'}'}`,",
    '  navbar: {',
    '    items: [',
    "      { label: 'Docs', to: '/docs', hideOnScrol: true },",
    "      { label: 'Blog', ...extra, 'to': \"/blog\", hideOnScrol: false },",
    '    ],',
    '  },',
    "  docs: [{ id: 'default', sidebars: load('./sidebars.js', { strict: true }) }] as const,",
    "  theme: { components: { Footer: './Footer.tsx' } },",
    '});',
  ].join('\n');
  const outlined = new ConfigSource('site.config.ts', config);
  const at = (line: number, column: number) => ({ file: 'site.config.ts', line, column });

  it('finds the same key in two entries of a list each at its own place', () => {
    expect(outlined.locatePath(['navbar', 'items', 0, 'hideOnScrol'])).toEqual(at(8, 37));
    expect(outlined.locatePath(['navbar', 'items', 1, 'hideOnScrol'])).toEqual(at(9, 49));
  });

  it('finds a value, a quoted key and an entry of a list', () => {
    expect(outlined.locatePath(['navbar', 'items', 1, 'to'], { isValue: true })).toEqual(at(9, 40));
    expect(outlined.locatePath(['navbar', 'items', 1, 'to'])).toEqual(at(9, 34));
    expect(outlined.locatePath(['navbar', 'items', 1])).toEqual(at(9, 7));
    expect(outlined.locatePath(['theme', 'components', 'Footer'])).toEqual(at(13, 26));
  });

  it('passes over strings, templates, calls and type assertions', () => {
    expect(outlined.locatePath(['docs', 0, 'sidebars'])).toEqual(at(12, 27));
    expect(outlined.locatePath(['theme'])).toEqual(at(13, 3));
  });

  it('finds nothing where the config does not write the path out', () => {
    expect(outlined.locatePath(['docs', 0, 'sidebars', 'strict'])).toBeUndefined();
    expect(outlined.locatePath(['navbar', 'items', 2])).toBeUndefined();
    expect(outlined.locatePath(['footer'])).toBeUndefined();
    expect(new ConfigSource('site.config.ts', undefined).locatePath(['title'])).toBeUndefined();
  });

  it('finds the object a named constant holds when the module exports that', () => {
    const named = new ConfigSource(
      'site.config.ts',
      "const config: KranConfig = {\n  title: 'Site',\n  navbar: { items: [] },\n};\nexport default defineConfig(config);\n",
    );
    expect(named.locatePath(['navbar', 'items'])).toEqual(at(3, 13));
    const plain = new ConfigSource('site.config.ts', "export default {\n  title: 'Site',\n};\n");
    expect(plain.locatePath(['title'], { isValue: true })).toEqual(at(2, 10));
  });
});
