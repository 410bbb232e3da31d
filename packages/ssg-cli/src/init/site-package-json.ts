/** The versions of Kran's published packages a new site depends on. */
export interface KranVersions {
  ssgCli: string;
  theme: string;
  /** The ranges of react, react-dom and react-router-dom that Kran takes as peers, which the site installs. */
  peers: Record<string, string>;
}

/** The package.json of a new site: named after its folder, depending on Kran, with scripts that call `kran`. */
export function sitePackageJson(folderName: string, versions: KranVersions): string {
  const manifest = {
    name: packageNameFor(folderName),
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: { build: 'kran build', start: 'kran serve', dev: 'kran dev' },
    dependencies: { '@kran/ssg-cli': `^${versions.ssgCli}`, '@kran/theme': `^${versions.theme}`, ...versions.peers },
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
