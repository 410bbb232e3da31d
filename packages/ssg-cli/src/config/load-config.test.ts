import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './load-config';

describe('loadConfig', () => {
  let siteDir: string;
  const siteWithConfig = (source: string) => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'kran-config-'));
    writeFileSync(path.join(siteDir, 'site.config.ts'), source);
    return siteDir;
  };

  afterEach(() => {
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('returns the default export of site.config.ts', async () => {
    await expect(loadConfig(siteWithConfig("export default { title: 'Podman' };\n"))).resolves.toEqual({
      title: 'Podman',
    });
  });

  it('says that a config without a default export cannot be used, and how to end it', async () => {
    await expect(loadConfig(siteWithConfig("export const config = { title: 'Podman' };\n"))).rejects.toThrow(
      'site.config.ts has no default export. End it with `export default defineConfig({ ... })`.',
    );
  });

  it('points at the line and column of a syntax error', async () => {
    await expect(
      loadConfig(siteWithConfig("export default {\n  title: 'Podman'\n  tagline: 'x',\n};\n")),
    ).rejects.toThrow(/site\.config\.ts:3:3\n/);
  });
});
