/** The versions of Kran's published packages a new site depends on. */
export interface KranVersions {
  ssgCli: string;
  theme: string;
}

/** What a new site installs besides Kran: React for its pages and components, TypeScript to check them. */
export const STARTER_DEPENDENCIES = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-router-dom': '^7.9.0',
};
export const STARTER_DEV_DEPENDENCIES = {
  '@types/node': '^20.19.0',
  '@types/react': '^19.2.0',
  '@types/react-dom': '^19.2.0',
  typescript: '~5.9.3',
};

/**
 * The package.json of a new site: named after its folder, depending on Kran and React, with scripts that call
 * `kran` and one that type-checks site.config.ts and the site's components.
 */
export function sitePackageJson(folderName: string, versions: KranVersions): string {
  const manifest = {
    name: packageNameFor(folderName),
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: { build: 'kran build', start: 'kran serve', dev: 'kran dev', typecheck: 'tsc -p tsconfig.json' },
    dependencies: {
      '@kran/ssg-cli': `^${versions.ssgCli}`,
      '@kran/theme': `^${versions.theme}`,
      ...STARTER_DEPENDENCIES,
    },
    devDependencies: STARTER_DEV_DEPENDENCIES,
    engines: { node: '>=20.19' },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A valid npm package name made from a folder name: lower case, other characters turned into dashes. */
export function packageNameFor(folderName: string): string {
  const name = folderName
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '');
  return name.slice(0, 214) || 'kran-site';
}
