import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { REBUILD_BOUND, TEST_BOUND, isReload, listen, startDev, stopDev, text } from './dev-session.js';
import { copyFixture } from './fixture-site.js';

// This file changes Kran's own built theme for a moment, which every other build would see: vitest.config.ts runs
// it after all other test files.
afterEach(stopDev);

describe('kran dev while Kran itself is developed', () => {
  it(
    "rebuilds with the theme's new code when its built output changes, as `tsup --watch` writes it",
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      expect(await text(`${address}/docs`)).toContain('aria-label="Hauptnavigation"');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      // The server render must run the new code, not the modules loaded before; the file is put back afterwards.
      const themeDist = path.dirname(fileURLToPath(import.meta.resolve('@kran/theme')));
      const chunk = readdirSync(themeDist)
        .map((name) => path.join(themeDist, name))
        .find((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('"Hauptnavigation"'))!;
      const original = readFileSync(chunk, 'utf8');
      try {
        writeFileSync(chunk, original.replace('"Hauptnavigation"', '"Hauptnavigation neu gebaut"'));
        await expect.poll(() => events.some(isReload), { timeout: REBUILD_BOUND }).toBe(true);
        expect(await text(`${address}/docs`)).toContain('aria-label="Hauptnavigation neu gebaut"');
      } finally {
        writeFileSync(chunk, original);
      }
    },
    TEST_BOUND,
  );
});
