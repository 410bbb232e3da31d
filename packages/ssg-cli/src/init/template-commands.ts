import { installCommand, runCommand, type PackageManager } from './package-managers.js';

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/**
 * A template's text with its commands written for a package manager: `{{install}}` becomes `npm install`,
 * `{{run build}}` `npm run build` (`pnpm build`, …) and `{{package manager}}` its name.
 */
export function fillCommands(text: string, packageManager: PackageManager): string {
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const [word, script, ...rest] = inside.trim().split(/\s+/);
    if (word === 'install' && script === undefined) return installCommand(packageManager);
    if (word === 'run' && script !== undefined && rest.length === 0) return runCommand(packageManager, script);
    if (inside.trim() === 'package manager') return packageManager;
    throw new Error(
      `Unknown placeholder ${placeholder} in a template of kran init; use {{install}}, {{run SCRIPT}} or {{package manager}}.`,
    );
  });
}
