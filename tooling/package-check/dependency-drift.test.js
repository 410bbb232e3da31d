import { describe, expect, it } from 'vitest';
import { dependencyDrift } from './dependency-drift.js';

/**
 * @param {Record<string, any>} manifest
 * @param {Partial<import('./dependency-drift.js').DependencyFacts>} [facts]
 */
function driftOf(manifest, facts = {}) {
  return dependencyDrift({
    manifest: { name: '@kran/example', ...manifest },
    locate: (path) => ({ file: 'package.json', line: 1, column: path.length }),
    runtimeImports: [],
    typeImports: [],
    peersOfDependencies: {},
    ...facts,
  });
}
const site = (/** @type {string} */ specifier, line = 1) => ({ specifier, file: 'dist/index.js', line, column: 1 });

describe('dependencyDrift', () => {
  it('accepts a package whose dependencies and peers are what its code imports', () => {
    const manifest = { dependencies: { feed: '^5.0.0' }, peerDependencies: { react: '^18.3.1' } };
    const runtimeImports = [site('feed'), site('react/jsx-runtime'), site('node:fs'), site('path'), site('./chunk.js')];
    expect(driftOf(manifest, { runtimeImports })).toEqual([]);
  });

  it('reports a package the code imports that only devDependencies list, at its first import', () => {
    const manifest = { devDependencies: { esbuild: '^0.25.0' } };
    const [problem, ...others] = driftOf(manifest, { runtimeImports: [site('esbuild', 3), site('esbuild', 9)] });
    expect(others).toEqual([]);
    expect(problem?.location).toEqual({ file: 'dist/index.js', line: 3, column: 1 });
    expect(problem?.message).toContain('"esbuild" is not in its dependencies');
    expect(problem?.hint).toContain('Move "esbuild" from devDependencies to dependencies');
  });

  it('reports a listed package that nothing imports, at its line in package.json', () => {
    const manifest = { dependencies: { 'lodash-es': '^4.17.21', 'reading-time': '^1.5.0' } };
    const problems = driftOf(manifest, { runtimeImports: [site('reading-time')] });
    expect(problems.map(({ location, message }) => ({ location, message }))).toEqual([
      {
        location: { file: 'package.json', line: 1, column: 2 },
        message:
          '"lodash-es" is in dependencies, but nothing the package ships imports it, so installing the package installs it for nothing.',
      },
    ]);
  });

  it('counts its own name and self-references as no dependency', () => {
    expect(driftOf({}, { runtimeImports: [site('@kran/example/package.json')] })).toEqual([]);
  });

  it('needs the types that declaration files import, as the package or its @types package', () => {
    const typeImports = [site('hast'), site('unified'), site('node:http')];
    expect(driftOf({ dependencies: { '@types/hast': '^3.0.0', unified: '^11.0.0' } }, { typeImports })).toEqual([]);
    const problems = driftOf({}, { typeImports });
    expect(problems.map(({ message }) => message)).toEqual([
      expect.stringContaining('declaration files import "hast"'),
      expect.stringContaining('declaration files import "unified"'),
    ]);
  });

  it('accepts a dependency that another dependency needs as its peer', () => {
    const manifest = { dependencies: { '@kran/theme': 'workspace:*', 'react-router-dom': '^7.9.0' } };
    const facts = {
      runtimeImports: [site('@kran/theme')],
      peersOfDependencies: { '@kran/theme': ['react-router-dom'] },
    };
    expect(driftOf(manifest, facts)).toEqual([]);
  });
});
