import { describe, expect, it } from 'vitest';
import { installCommand, isPackageManager, packageManagerOf, runCommand } from './package-managers';

describe('packageManagerOf', () => {
  it('reads the package manager from the user agent it sets', () => {
    expect(packageManagerOf('pnpm/10.34.9 npm/? node/v20.20.0 linux x64')).toBe('pnpm');
    expect(packageManagerOf('yarn/1.22.22 npm/? node/v20.20.0 linux x64')).toBe('yarn');
    expect(packageManagerOf('npm/10.8.2 node/v20.20.0 linux x64 workspaces/false')).toBe('npm');
  });

  it('falls back to npm without a user agent or for another tool', () => {
    expect(packageManagerOf(undefined)).toBe('npm');
    expect(packageManagerOf('')).toBe('npm');
    expect(packageManagerOf('bun/1.2.0 npm/? node/v22.0.0')).toBe('npm');
  });
});

describe('isPackageManager', () => {
  it('accepts npm, pnpm and yarn only', () => {
    expect(['npm', 'pnpm', 'yarn', 'bun', 'NPM'].filter(isPackageManager)).toEqual(['npm', 'pnpm', 'yarn']);
  });
});

describe('commands', () => {
  it('install with each package manager', () => {
    expect(installCommand('npm')).toBe('npm install');
    expect(installCommand('pnpm')).toBe('pnpm install');
    expect(installCommand('yarn')).toBe('yarn install');
  });

  it('run a script the way each package manager runs it', () => {
    expect(['build', 'start', 'dev'].map((script) => runCommand('npm', script))).toEqual([
      'npm run build',
      'npm start',
      'npm run dev',
    ]);
    expect(runCommand('pnpm', 'typecheck')).toBe('pnpm typecheck');
    expect(runCommand('yarn', 'start')).toBe('yarn start');
  });
});
