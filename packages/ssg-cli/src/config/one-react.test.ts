import { ContentErrors } from '@kran/content-core';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkOneReact } from './one-react.js';

const react19 = realpathSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('@kran/react-19/package.json')), 'node_modules/react'),
);
const fixture = path.resolve(import.meta.dirname, '../../test/fixtures/minimal-site');

const sites: string[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

function siteOutsideTheWorkspace(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'kran-one-react-'));
  sites.push(site);
  return site;
}

function thrownBy(check: () => void): ContentErrors {
  try {
    check();
  } catch (error) {
    if (error instanceof ContentErrors) return error;
    throw error;
  }
  throw new Error('checkOneReact threw nothing.');
}

describe('checkOneReact', () => {
  it('accepts a site whose React is the one Kran renders with', () => {
    expect(() => checkOneReact(fixture)).not.toThrow();
  });

  it('accepts a site that installed no React of its own', () => {
    expect(() => checkOneReact(siteOutsideTheWorkspace())).not.toThrow();
  });

  it('names the second copy of React, where the site lists it and how to install one copy', () => {
    const site = siteOutsideTheWorkspace();
    writeFileSync(
      path.join(site, 'package.json'),
      '{\n  "name": "site",\n  "dependencies": {\n    "@kran/ssg-cli": "^0.2.0",\n    "react": "^19.2.0"\n  }\n}\n',
    );
    mkdirSync(path.join(site, 'node_modules'));
    symlinkSync(react19, path.join(site, 'node_modules/react'));

    const [problem, ...others] = thrownBy(() => checkOneReact(site)).errors;

    expect(others).toEqual([]);
    expect(problem!.location).toEqual({ file: 'package.json', line: 5, column: 5 });
    expect(problem!.message).toMatch(
      /^The site installs react 19\.\d+\.\d+ at .*, but Kran renders with react 18\.3\.1 at /,
    );
    expect(problem!.hint).toContain('Install react, react-dom, react-router-dom once');
  });
});
