import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { noFolderCycle } from './no-folder-cycle.js';

/** Writes a package with the files under its src/ and lints `entry` with the rule alone. */
function lint(files, entry) {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-folder-cycle-'));
  writeFileSync(path.join(dir, 'package.json'), '{}');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'src', name)), { recursive: true });
    writeFileSync(path.join(dir, 'src', name), text);
  }
  const config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { kran: { rules: { 'no-folder-cycle': noFolderCycle } } },
    rules: { 'kran/no-folder-cycle': 'error' },
  };
  const file = path.join(dir, 'src', entry);
  try {
    return new Linter({ cwd: dir }).verify(files[entry], config, { filename: file }).map((message) => message.message);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const loopThroughThreeFolders = {
  'render/page.ts': "import { write } from '../output/write.js';\nexport const page = () => write();\n",
  'output/write.ts': "import { bundle } from '../bundle/bundle.js';\nexport const write = () => bundle();\n",
  'bundle/bundle.ts': "import type { Page } from '../render/types.js';\nexport const bundle = (page?: Page) => page;\n",
  'render/types.ts': 'export interface Page { path: string }\n',
};

test('reports an import into a folder that imports the first back, naming the imports of the loop', () => {
  assert.deepEqual(lint(loopThroughThreeFolders, 'render/page.ts'), [
    'Folder render/ imports output/, which imports render/ back: output/write.ts imports bundle/bundle.ts, ' +
      'bundle/bundle.ts imports render/types.ts. Move what both need into a folder below both, or pass it in ' +
      'from the folder that calls them.',
  ]);
});

test('reports every import that closes the loop, from whichever folder it starts', () => {
  assert.equal(lint(loopThroughThreeFolders, 'bundle/bundle.ts').length, 1);
  assert.equal(lint(loopThroughThreeFolders, 'output/write.ts').length, 1);
});

test('checks sibling folders at any depth, and leaves files in the shared folder out', () => {
  const nested = {
    'markdown/parse/read.ts': "import { plugin } from '../plugins/plugin.js';\nexport const read = plugin;\n",
    'markdown/plugins/plugin.ts': "import { shared } from '../shared.js';\nexport const plugin = shared;\n",
    'markdown/shared.ts': "import { read } from './parse/read.js';\nexport const shared = () => read;\n",
  };
  assert.deepEqual(lint(nested, 'markdown/parse/read.ts'), []);
  const loop = {
    ...nested,
    'markdown/plugins/plugin.ts': "import { read } from '../parse/read.js';\nexport const plugin = () => read;\n",
  };
  assert.equal(lint(loop, 'markdown/parse/read.ts').length, 1);
  assert.match(lint(loop, 'markdown/parse/read.ts')[0], /^Folder markdown\/parse\/ imports markdown\/plugins\//);
});

test('leaves tests and stories out of the folder graph', () => {
  const files = {
    'render/page.ts': "import { write } from '../output/write.js';\nexport const page = () => write();\n",
    'output/write.ts': 'export const write = () => 1;\n',
    'output/write.test.ts': "import { page } from '../render/page.js';\nexport const used = page;\n",
  };
  assert.deepEqual(lint(files, 'render/page.ts'), []);
  assert.deepEqual(lint(files, 'output/write.test.ts'), []);
});
