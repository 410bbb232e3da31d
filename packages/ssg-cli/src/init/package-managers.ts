/** The package managers `kran init` writes a site's README and next steps for. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;

export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function isPackageManager(value: string): value is PackageManager {
  return (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

/**
 * The package manager that runs kran, read from the `npm_config_user_agent` it sets (`pnpm/10.4.1 npm/? node/v20…`);
 * npm when kran runs without one or through another.
 */
export function packageManagerOf(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split('/')[0] ?? '';
  return isPackageManager(name) ? name : 'npm';
}

/** The command that installs a site's dependencies. */
export function installCommand(packageManager: PackageManager): string {
  return `${packageManager} install`;
}

/** The command that runs one of the site's package.json scripts: `npm run build`, `pnpm build`, `yarn build`. */
export function runCommand(packageManager: PackageManager, script: string): string {
  if (packageManager !== 'npm') return `${packageManager} ${script}`;
  return script === 'start' ? 'npm start' : `npm run ${script}`;
}
