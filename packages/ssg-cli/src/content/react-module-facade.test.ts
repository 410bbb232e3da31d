import { build } from 'esbuild';
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kranReactPlugin } from './kran-react.js';
import { reactFacadeSource } from './react-module-facade.js';

let dir: string;

// Two modules import React by name, as a namespace and as a default; a third is CommonJS and requires it.
const sources: Record<string, string> = {
  'entry.js': `export * from './hooks.js'; export * from './element.js'; export { required } from './required.cjs';`,
  'hooks.js': `import { useState, createElement } from 'react';
import * as ReactNamespace from 'react';
import ReactDefault from 'react';
export const hooks = { useState, createElement, ReactNamespace, ReactDefault };`,
  'element.js': `import { jsx } from 'react/jsx-runtime';
import { useState } from 'react';
export const element = jsx('p', { children: 'Hallo' });
export const useStateOfElementModule = useState;`,
  'required.cjs': `exports.required = require('react');`,
};

async function bundleAndLoad() {
  const result = await build({
    entryPoints: [path.join(dir, 'entry.js')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    absWorkingDir: dir,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [kranReactPlugin({ bundle: true })],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const file = path.join(dir, `bundle-${Date.now()}.mjs`);
  await writeFile(file, code);
  return { code, exports: await import(pathToFileURL(file).href) };
}

beforeAll(async () => {
  dir = await realpath(await mkdtemp(path.join(tmpdir(), 'kran-react-facade-')));
  for (const [name, source] of Object.entries(sources)) await writeFile(path.join(dir, name), source);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('React imported through one ES module in the browser bundle', () => {
  it('gives every importer the same bindings as the CommonJS module, by name, namespace, default and require', async () => {
    const { exports } = await bundleAndLoad();
    const { hooks, element, useStateOfElementModule, required } = exports;
    expect(hooks.useState).toBe(required.useState);
    expect(useStateOfElementModule).toBe(hooks.useState);
    expect(hooks.ReactDefault).toBe(required);
    expect(hooks.ReactNamespace.useState).toBe(required.useState);
    expect(hooks.ReactNamespace.default).toBe(required);
    expect(hooks.createElement('b', null).type).toBe('b');
    expect(element.type).toBe('p');
    expect(element.props.children).toBe('Hallo');
  });

  it('turns React into an ES module once, not once per importing module', async () => {
    const { code } = await bundleAndLoad();
    const conversions = code.match(/__toESM\(require_react\(\)/g) ?? [];
    expect(conversions).toHaveLength(1);
  });
});

describe('reactFacadeSource', () => {
  it('exports each identifier once and the module itself as default', () => {
    const source = reactFacadeSource('/x/react/index.js', ['useState', 'default', 'not-a-name', 'version']);
    expect(source).toBe(
      [
        'import * as commonJs from "/x/react/index.js";',
        'export const useState = commonJs.useState;',
        'export const version = commonJs.version;',
        'export default commonJs.default;',
        '',
      ].join('\n'),
    );
  });
});
