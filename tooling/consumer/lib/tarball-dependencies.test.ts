import { describe, expect, it } from 'vitest';
import { pointAtTarballs } from './tarball-dependencies';

const manifest = {
  name: 'my-site',
  dependencies: { '@kran/ssg-cli': '^0.1.0', '@kran/theme': '^0.1.0', react: '^19.2.0', 'react-dom': '^19.2.0' },
  devDependencies: { '@types/react': '^19.2.0', typescript: '~5.9.3' },
};
const tarballs = new Map([
  ['@kran/ssg-cli', '/tmp/t/kran-ssg-cli-0.1.0.tgz'],
  ['@kran/theme', '/tmp/t/kran-theme-0.1.0.tgz'],
  ['@kran/runtime', '/tmp/t/kran-runtime-0.1.0.tgz'],
  ['@kran/content-core', '/tmp/t/kran-content-core-0.1.0.tgz'],
]);
const react18 = {
  dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1' },
  devDependencies: { '@types/react': '^18.3.23' },
};

describe('pointAtTarballs', () => {
  it('takes the direct Kran dependencies from their tarballs and the run versions of React', () => {
    const rewritten = pointAtTarballs(manifest, tarballs, react18);
    expect(rewritten.name).toBe('my-site');
    expect(rewritten.dependencies).toEqual({
      '@kran/ssg-cli': 'file:/tmp/t/kran-ssg-cli-0.1.0.tgz',
      '@kran/theme': 'file:/tmp/t/kran-theme-0.1.0.tgz',
      react: '^18.3.1',
      'react-dom': '^18.3.1',
    });
    expect(rewritten.devDependencies).toEqual({ '@types/react': '^18.3.23', typescript: '~5.9.3' });
  });

  it('overrides the Kran packages they depend on with the tarballs, the direct ones by reference', () => {
    expect(pointAtTarballs(manifest, tarballs, react18).overrides).toEqual({
      '@kran/content-core': 'file:/tmp/t/kran-content-core-0.1.0.tgz',
      '@kran/runtime': 'file:/tmp/t/kran-runtime-0.1.0.tgz',
      '@kran/ssg-cli': '$@kran/ssg-cli',
      '@kran/theme': '$@kran/theme',
    });
  });

  it('keeps the versions the starter writes when the run sets none', () => {
    const rewritten = pointAtTarballs(manifest, tarballs, { dependencies: {}, devDependencies: {} });
    expect(rewritten.dependencies.react).toBe('^19.2.0');
    expect(rewritten.devDependencies['@types/react']).toBe('^19.2.0');
  });

  it('refuses a Kran dependency that was not packed', () => {
    const withPlugin = { ...manifest, dependencies: { ...manifest.dependencies, '@kran/plugin-x': '^1.0.0' } };
    expect(() => pointAtTarballs(withPlugin, tarballs, react18)).toThrow(
      'The site depends on @kran/plugin-x, which no packed tarball provides.',
    );
  });
});
