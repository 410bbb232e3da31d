import { describe, expect, it } from 'vitest';
import { entryPointsOf, missingEntryPoints } from './entry-points.js';

describe('entryPointsOf', () => {
  it('lists main, types, every bin and every target of exports with its place in package.json', () => {
    const manifest = {
      main: './dist/index.js',
      types: './dist/index.d.ts',
      bin: { kran: './bin/kran.js' },
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './components/*': { import: './dist/components/*.js' },
        './styles.css': './dist/index.css',
        './internal': null,
      },
    };
    expect(entryPointsOf(manifest)).toEqual([
      { path: ['main'], target: './dist/index.js' },
      { path: ['types'], target: './dist/index.d.ts' },
      { path: ['bin', 'kran'], target: './bin/kran.js' },
      { path: ['exports', '.', 'types'], target: './dist/index.d.ts' },
      { path: ['exports', '.', 'import'], target: './dist/index.js' },
      { path: ['exports', './components/*', 'import'], target: './dist/components/*.js' },
      { path: ['exports', './styles.css'], target: './dist/index.css' },
    ]);
  });

  it('takes a field from publishConfig where it overrides the top level, as pnpm publish does', () => {
    const manifest = {
      main: './src/index.ts',
      bin: './bin/cli.js',
      publishConfig: { main: './dist/index.js', access: 'public' },
    };
    expect(entryPointsOf(manifest)).toEqual([
      { path: ['publishConfig', 'main'], target: './dist/index.js' },
      { path: ['bin'], target: './bin/cli.js' },
    ]);
  });
});

describe('missingEntryPoints', () => {
  const packed = ['package.json', 'bin/kran.js', 'dist/index.js', 'dist/components/Footer.js'];

  it('keeps the entry points whose file would not be packed', () => {
    const entryPoints = [
      { path: ['bin', 'kran'], target: './bin/kran.js' },
      { path: ['exports', '.', 'import'], target: './dist/index.js' },
      { path: ['exports', '.', 'types'], target: './dist/index.d.ts' },
    ];
    expect(missingEntryPoints(entryPoints, packed)).toEqual([
      { path: ['exports', '.', 'types'], target: './dist/index.d.ts' },
    ]);
  });

  it('accepts a subpath pattern when some packed file matches it', () => {
    const entryPoints = [
      { path: ['exports', './components/*'], target: './dist/components/*.js' },
      { path: ['exports', './layouts/*'], target: './dist/layouts/*.js' },
    ];
    expect(missingEntryPoints(entryPoints, packed)).toEqual([
      { path: ['exports', './layouts/*'], target: './dist/layouts/*.js' },
    ]);
  });
});
