/// <reference types="node" />
// Reads the README, which npm shows: a site author looks the keys up there, without the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';

const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('### Message keys'),
  readme.indexOf('\n## ', readme.indexOf('### Message keys')),
);
const KEY_ROW = /^\| `([\w.]+)` +\| (.*?) +\|$/gm;
const documented = new Map([...section.matchAll(KEY_ROW)].map(([, key, text]) => [key!, text!.replaceAll('\\|', '|')]));

describe("the README's message keys", () => {
  it('list every key of the theme’s tables and no other', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(en).sort());
  });

  it('give each key its English text', () => {
    expect(Object.fromEntries(documented)).toEqual(en);
  });
});
