import { describe, expect, it } from 'vitest';
import { packageNameFor, sitePackageJson } from './site-package-json';

describe('sitePackageJson', () => {
  it('depends on the given versions of Kran and on React, runs kran from its scripts and type-checks with tsc', () => {
    expect(JSON.parse(sitePackageJson('docs-site', { ssgCli: '0.3.1', theme: '0.2.0' }))).toEqual({
      name: 'docs-site',
      version: '0.0.0',
      private: true,
      type: 'module',
      scripts: { build: 'kran build', start: 'kran serve', dev: 'kran dev', typecheck: 'tsc -p tsconfig.json' },
      dependencies: {
        '@kran/ssg-cli': '^0.3.1',
        '@kran/theme': '^0.2.0',
        react: '^19.2.0',
        'react-dom': '^19.2.0',
        'react-router-dom': '^7.9.0',
      },
      devDependencies: {
        '@types/node': '^20.19.0',
        '@types/react': '^19.2.0',
        '@types/react-dom': '^19.2.0',
        typescript: '~5.9.3',
      },
      engines: { node: '>=20.19' },
    });
  });

  it('ends with a newline', () => {
    expect(sitePackageJson('a', { ssgCli: '0.1.0', theme: '0.1.0' })).toMatch(/}\n$/);
  });
});

describe('packageNameFor', () => {
  it('turns a folder name into a package name npm accepts', () => {
    expect(packageNameFor('My Site')).toBe('my-site');
    expect(packageNameFor('Größe & Maß')).toBe('gr-e-ma');
    expect(packageNameFor('_drafts.')).toBe('drafts');
  });

  it('falls back to kran-site when nothing of the folder name is left', () => {
    expect(packageNameFor('Ü')).toBe('kran-site');
    expect(packageNameFor('.')).toBe('kran-site');
  });
});
