import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

interface PackResult {
  name: string;
  filename: string;
  files: { path: string }[];
}

/**
 * Packs every public package of `<workspace>/packages` with `pnpm pack` (which writes the versions of `workspace:*`
 * dependencies) into `destination`; returns the tarball of each package by name. A package packed without its
 * built `dist/` is an error: the tarball would install and then fail.
 */
export async function packPublicPackages(workspace: string, destination: string): Promise<Map<string, string>> {
  const packagesDir = path.join(workspace, 'packages');
  const folders = readdirSync(packagesDir).filter((folder) => {
    const manifest = JSON.parse(readFileSync(path.join(packagesDir, folder, 'package.json'), 'utf8')) as {
      private?: boolean;
    };
    return manifest.private !== true;
  });
  const tarballs = new Map<string, string>();
  for (const folder of folders.sort()) {
    const { stdout } = await execFileAsync('pnpm', ['pack', '--json', '--pack-destination', destination], {
      cwd: path.join(packagesDir, folder),
      maxBuffer: 64 * 1024 * 1024,
    });
    const packed = packResultOf(stdout);
    if (!packed.files.some((file) => file.path.startsWith('dist/'))) {
      throw new Error(
        `packages/${folder} was packed without dist/; build it first (turbo run build --filter=./packages/*).`,
      );
    }
    tarballs.set(packed.name, packed.filename);
  }
  return tarballs;
}

/**
 * The JSON `pnpm pack --json` prints last: the package's `prepack` script (its build and `kran-package-check`)
 * writes to the same stdout before it.
 */
export function packResultOf(stdout: string): PackResult {
  const start = stdout.lastIndexOf('\n{\n') + 1;
  return JSON.parse(stdout.slice(start)) as PackResult;
}
