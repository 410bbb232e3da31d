/// <reference types="node" />
// Reads the files: vitest hands CSS imports over empty, even with ?raw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
const tokensCss = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

const declared = (css: string) => new Set([...css.matchAll(/(--[\w-]+):/g)].map((match) => match[1]!));
const lightBlock = tokensCss.slice(0, tokensCss.indexOf("\n[data-theme='dark']"));
const darkBlock = tokensCss.slice(tokensCss.indexOf("\n[data-theme='dark']"));

describe('design tokens', () => {
  it('are all listed in the README, which names no token that does not exist', () => {
    const documented = new Set([...readme.matchAll(/`(--[\w-]+)`/g)].map((match) => match[1]!));
    expect([...documented].sort()).toEqual([...declared(lightBlock)].sort());
  });

  it('give dark values only to tokens that have a light one', () => {
    const light = declared(lightBlock);
    expect([...declared(darkBlock)].filter((token) => !light.has(token))).toEqual([]);
  });
});
