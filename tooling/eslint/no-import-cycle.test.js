import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './no-import-cycle.js';

/** Writes the files into a new folder and lints `entry` with the rule alone. */
function lint(files, entry) {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-import-cycle-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { kran: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'kran/no-import-cycle': 'error' },
  };
  const file = path.join(dir, entry);
  try {
    return new Linter({ cwd: dir }).verify(files[entry], config, { filename: file }).map((message) => message.message);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('reports a cycle made of type-only imports, naming its chain', () => {
  const messages = lint(
    {
      'build.ts': "import type { WriteOptions } from './write.js';\nexport interface BuildOptions { out: string }\n",
      'write.ts': "import type { BuildOptions } from './build.js';\nexport type WriteOptions = BuildOptions;\n",
    },
    'build.ts',
  );
  assert.deepEqual(messages, [
    'This module imports itself through build.ts -> write.ts -> build.ts. Move what both sides need into a module of its own.',
  ]);
});

test('reports a longer cycle through re-exports and index files', () => {
  const messages = lint(
    {
      'a.ts': "export { b } from './parts/index.js';\nexport const a = 1;\n",
      'parts/index.ts': "export { b } from './b.js';\n",
      'parts/b.ts': "import { a } from '../a.js';\nexport const b = a + 1;\n",
    },
    'a.ts',
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0], /a\.ts -> parts\/index\.ts -> parts\/b\.ts -> a\.ts/);
});

test('accepts imports without a cycle, and a dynamic import back', () => {
  const files = {
    'a.ts': "import { b } from './b.js';\nexport const a = b;\n",
    'b.ts': "export const b = 1;\nexport const load = () => import('./a.js');\n",
  };
  assert.deepEqual(lint(files, 'a.ts'), []);
  assert.deepEqual(lint(files, 'b.ts'), []);
});
