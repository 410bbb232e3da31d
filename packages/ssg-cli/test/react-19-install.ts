import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const packagesDir = path.resolve(import.meta.dirname, '../..');
const KRAN_PACKAGES = ['contract', 'content-core', 'runtime', 'theme', 'ssg-cli'];
/** What a site installs next to Kran, taken from @kran/react-19, where pnpm linked each of them to React 19. */
const REACT_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'react-live'];

const react19Dir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@kran/react-19/package.json')),
  'node_modules',
);

function link(nodeModules: string, name: string, target: string): void {
  const at = path.join(nodeModules, name);
  if (existsSync(at)) return;
  mkdirSync(path.dirname(at), { recursive: true });
  symlinkSync(realpathSync(target), at);
}

/**
 * Installs the built Kran packages into `<dir>/node_modules` as a package manager installs them from npm beside
 * React 19: each package a folder of its own (package.json, bin, dist), so that Node resolves React from the
 * project, never from the workspace, and their other dependencies linked from the workspace's install.
 */
export function installKranWithReact19(dir: string): void {
  const nodeModules = path.join(dir, 'node_modules');
  for (const name of REACT_PACKAGES) link(nodeModules, name, path.join(react19Dir, name));
  for (const name of KRAN_PACKAGES) {
    const source = path.join(packagesDir, name);
    const target = path.join(nodeModules, '@kran', name);
    for (const entry of ['package.json', 'bin', 'dist']) {
      if (existsSync(path.join(source, entry)))
        cpSync(path.join(source, entry), path.join(target, entry), { recursive: true });
    }
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies).filter((name) => !name.startsWith('@kran/'))) {
      link(nodeModules, dependency, path.join(source, 'node_modules', dependency));
    }
  }
}
