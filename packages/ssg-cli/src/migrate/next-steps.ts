import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@kran/theme/definition';
import { swizzledComponentSteps } from './swizzled-components.js';

/** Kran's packages and the React Router its theme needs, which a Docusaurus site does not have yet. */
const KRAN_PACKAGES = ['@kran/ssg-cli', '@kran/theme', 'react-router-dom'];

/**
 * What to do after kran migrate: install what Kran needs that the site's package.json lacks (with the package
 * manager whose lock file the site or its repository has), React 18.3 or 19 where it has an older one, what to do
 * about its swizzled components, then build.
 */
export function nextSteps(siteDir: string): string[] {
  const manifest = readManifest(siteDir);
  const dependencies = { ...manifest?.devDependencies, ...manifest?.dependencies };
  const missing = KRAN_PACKAGES.filter((name) => dependencies[name] === undefined);
  const react = dependencies.react;
  const hasOldReact = react !== undefined && /^[\^~]?(1[0-7]|16|17)\.|^[\^~]?18\.[0-2]\./.test(react);
  const install = [...missing, ...(hasOldReact ? ['react@18', 'react-dom@18'] : [])];
  const steps: string[] = [];
  if (hasOldReact) steps.push(`Kran renders with React 18.3 or 19; package.json asks for react ${react}.`);
  if (install.length > 0) steps.push(`Install: ${addCommand(siteDir)} ${install.join(' ')}`);
  steps.push(...swizzledComponentSteps(siteDir, theme.componentNames));
  steps.push('Then build: npx kran build');
  return steps;
}

function readManifest(
  siteDir: string,
): { dependencies?: Record<string, string>; devDependencies?: Record<string, string> } | undefined {
  const file = path.join(siteDir, 'package.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof readManifest>;
  } catch {
    return undefined;
  }
}

/** The command that adds packages, by the lock file in the site's folder or the one above it (a repository's). */
function addCommand(siteDir: string): string {
  for (const folder of [siteDir, path.dirname(siteDir)]) {
    if (existsSync(path.join(folder, 'pnpm-lock.yaml'))) return 'pnpm add';
    if (existsSync(path.join(folder, 'yarn.lock'))) return 'yarn add';
    if (existsSync(path.join(folder, 'package-lock.json'))) break;
  }
  return 'npm install';
}
