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
