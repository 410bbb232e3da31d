import { describe, expect, it } from 'vitest';
import { packResultOf } from './pack-packages';

const packJson = JSON.stringify(
  { name: '@kran/runtime', filename: '/tmp/kran-runtime-0.2.0.tgz', files: [{ path: 'dist/index.js' }] },
  null,
  2,
);

describe('packResultOf', () => {
  it('reads the JSON pnpm pack prints after the output of the package’s prepack script', () => {
    const stdout = `\n> @kran/runtime@0.2.0 prepack\n> turbo run build\n\n Tasks: 1 successful\n{ not json\n${packJson}\n`;
    expect(packResultOf(stdout)).toEqual(JSON.parse(packJson));
  });

  it('reads the JSON of a package without a prepack script', () => {
    expect(packResultOf(`${packJson}\n`).name).toBe('@kran/runtime');
  });
});
