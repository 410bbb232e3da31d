/// <reference types="node" />
// Reads the README, which npm shows: a translator looks the ids up there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_MESSAGE_IDS, UNUSED_DOCUSAURUS_MESSAGE_IDS } from './docusaurus-message-ids.js';
import { messageTables } from './message-tables.js';

const placeholdersOf = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe("Docusaurus's ids of theme strings", () => {
  it("rename placeholders only into ones the theme's message has, in every table", () => {
    for (const [id, { key, placeholders = {} }] of Object.entries(DOCUSAURUS_MESSAGE_IDS)) {
      for (const table of Object.values(messageTables))
        expect({ id, names: Object.values(placeholders) }).toEqual({
          id,
          names: Object.values(placeholders).filter((name) => placeholdersOf(table[key]).includes(name)),
        });
    }
  });

  it('are either mapped or known as unused, never both', () => {
    expect(Object.keys(DOCUSAURUS_MESSAGE_IDS).filter((id) => UNUSED_DOCUSAURUS_MESSAGE_IDS.has(id))).toEqual([]);
  });
});

describe("the README's table of Docusaurus's ids", () => {
  it('lists every mapped id with its message key', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `(theme\.[\w.]+)` +\| `([\w.]+)`/gm)].map(([, id, key]) => [id, key]);
    expect(Object.fromEntries(rows)).toEqual(
      Object.fromEntries(Object.entries(DOCUSAURUS_MESSAGE_IDS).map(([id, { key }]) => [id, key])),
    );
  });
});
