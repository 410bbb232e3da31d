/// <reference types="node" />
// Reads the files: vitest hands CSS imports over empty, even with ?raw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
const tokensCss = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const infimaCss = readFileSync(path.join(import.meta.dirname, 'infima.css'), 'utf8');
// Infima's variables (and Docusaurus's one) are the site's to set; the README lists them in a table of their own.
const isDocusaurusVariable = (name: string) => /^--(?:ifm|docusaurus)-/.test(name);

const declared = (css: string) => new Set([...css.matchAll(/(--[\w-]+):/g)].map((match) => match[1]!));
const lightBlock = tokensCss.slice(0, tokensCss.indexOf("\n[data-theme='dark']"));
const darkBlock = tokensCss.slice(tokensCss.indexOf("\n[data-theme='dark']"));

describe('design tokens', () => {
  it('are all listed in the README, which names no token that does not exist', () => {
    const documented = new Set([...readme.matchAll(/`(--[\w-]+)`/g)].map((match) => match[1]!));
    expect([...documented].filter((name) => !isDocusaurusVariable(name)).sort()).toEqual(
      [...declared(lightBlock)].sort(),
    );
  });

  it('read every Infima variable the README names, and the README names every one they read', () => {
    const documented = [...readme.matchAll(/`(--[\w-]+)`/g)].map((match) => match[1]!).filter(isDocusaurusVariable);
    const read = [...`${tokensCss}${infimaCss}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
    expect([...new Set(documented)].sort()).toEqual([...new Set(read.filter(isDocusaurusVariable))].sort());
  });

  it('give dark values only to tokens that have a light one', () => {
    const light = declared(lightBlock);
    expect([...declared(darkBlock)].filter((token) => !light.has(token))).toEqual([]);
  });
});
