import { existsSync } from 'node:fs';
import path from 'node:path';

/** The folder of the package `name` as Node finds it from `folder`: in a node_modules folder there or above. */
export function installedPackageFolder(folder: string, name: string): string | undefined {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const packageFolder = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(packageFolder, 'package.json'))) return packageFolder;
    if (path.dirname(dir) === dir) return undefined;
  }
}
