import { existsSync } from 'node:fs';
import path from 'node:path';

/** The package a bare import names: `@scope/name` or `name`, without a subpath. */
export function packageNameOf(specifier: string): string {
  const [first, second] = specifier.split('/');
  return specifier.startsWith('@') ? `${first}/${second}` : first!;
}

/** Whether an import names a package (`react-lite-youtube-embed`, `@scope/x/y.css`) rather than a file. */
export function isPackageSpecifier(specifier: string): boolean {
  return !/^(\.|\/|@site\/|@theme\/|@docusaurus\/|@generated\/|[a-z]+:)/.test(specifier);
}

/** Whether the package an import names is installed for the site: in a node_modules folder from the site's upwards. */
export function isInstalledFor(siteDir: string, specifier: string): boolean {
  const name = packageNameOf(specifier);
  for (let folder = path.resolve(siteDir); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(folder) === folder) return false;
  }
}

/** The problem of a package the site has not installed, with what to do. */
export function notInstalledProblem(specifier: string): { message: string; hint: string } {
  const name = packageNameOf(specifier);
  return {
    message: `The package "${name}" is not installed, so \`${specifier}\` cannot be imported.`,
    hint: `Add it to the site's package.json and install it: \`npm install ${name}\`.`,
  };
}
