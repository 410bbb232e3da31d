import { build } from 'esbuild';
import { mkdtemp, mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markReactDeclarationsPure, pureReactRouterDeclarations } from './pure-react-declarations.js';

// The shape of React Router's built chunk: contexts and components made and named at the top level.
const routerChunk = `import * as React10 from "react";
var LocationContext = React10.createContext(null);
LocationContext.displayName = "Location";
var FetchersContext = React10.createContext(new Map());
FetchersContext.displayName = "Fetchers";
export function useLocation() { return React10.useContext(LocationContext); }
export var Form = React10.forwardRef(function FormImpl(props, ref) { return FetchersContext; });
Form.displayName = "Form";
export var Memoized = React10.memo(function Routes() { return null; });
`;

describe('markReactDeclarationsPure', () => {
  it('marks top-level contexts and components pure and drops their display names', () => {
    const marked = markReactDeclarationsPure(routerChunk);
    expect(marked).toContain('var LocationContext = /* @__PURE__ */ React10.createContext(null);');
    expect(marked).toContain('export var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl');
    expect(marked).toContain('/* @__PURE__ */ React10.memo(');
    expect(marked).not.toContain('displayName');
    expect(marked).toContain('return React10.useContext(LocationContext);');
  });

  it('leaves other code alone', () => {
    const source = 'el.displayName = name;\nMyReact.forwardRef(x);\nconst a = React.useState(0);\n';
    expect(markReactDeclarationsPure(source)).toBe(source);
  });
});

describe('pureReactRouterDeclarations', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await realpath(await mkdtemp(path.join(tmpdir(), 'kran-pure-react-')));
    const routerDir = path.join(dir, 'node_modules/react-router/dist/production');
    await mkdir(routerDir, { recursive: true });
    await writeFile(path.join(routerDir, 'index.mjs'), routerChunk);
    await writeFile(
      path.join(dir, 'main.js'),
      `import { useLocation } from './node_modules/react-router/dist/production/index.mjs';\nwindow.use = useLocation;`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lets the bundle leave out the components and contexts of React Router that the client does not use', async () => {
    const bundle = async (plugins: ReturnType<typeof pureReactRouterDeclarations>[]) => {
      const result = await build({
        entryPoints: [path.join(dir, 'main.js')],
        bundle: true,
        format: 'esm',
        write: false,
        external: ['react'],
        plugins,
        logLevel: 'silent',
      });
      return result.outputFiles[0]!.text;
    };
    expect(await bundle([])).toContain('FormImpl');
    const shaken = await bundle([pureReactRouterDeclarations()]);
    expect(shaken).toContain('LocationContext');
    expect(shaken).not.toContain('FormImpl');
    expect(shaken).not.toContain('Fetchers');
    expect(shaken).not.toContain('Routes');
  });
});
