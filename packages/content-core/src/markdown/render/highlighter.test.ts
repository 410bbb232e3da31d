import hljs from 'highlight.js/lib/core';
import { all, createLowlight } from 'lowlight';
import { describe, expect, it } from 'vitest';
import { GRAMMAR_NAMES, GRAMMAR_OF_ALIAS } from './grammar-names.js';
import { createHighlighter } from './highlighter.js';

// Text in which most grammars find something of their own, and HTML, HTTP and markdown hand parts to other grammars.
const MIXED_SOURCE = [
  '<!DOCTYPE html><html><head><style>body { color: red; }</style>',
  '<script>const x = () => `t ${1}`;</script></head><body>{{#if a}}<p class="x">Hi &amp; ok</p>{{/if}}',
  '<?php echo "x"; ?><% puts 1 %></body></html>',
  'GET /index.html HTTP/1.1',
  'Content-Type: application/json',
  '',
  '{"a": [1, 2, "three"], "b": null}',
  '# Heading',
  '```yaml',
  'key: value # comment',
  '```',
  "$ podman run -it --rm fedora bash -c 'echo hi'",
  '>>> print("hi")',
  "SELECT * FROM t WHERE a = 'b'; -- comment",
  'def f(x): return x + 1 /* c */ // d',
].join('\n');

const everyGrammar = createLowlight(all);
const fullOutput = (language: string) => everyGrammar.highlight(language, MIXED_SOURCE).children;

describe('the highlighter', () => {
  it('writes what lowlight with every grammar writes, for each grammar on its own', () => {
    expect([...GRAMMAR_NAMES]).toEqual(Object.keys(all));
    for (const name of GRAMMAR_NAMES)
      expect(createHighlighter().highlight(name, MIXED_SOURCE), name).toEqual(fullOutput(name));
  });

  it('knows every alias the grammars declare, taken by the grammar lowlight registers last', () => {
    const declared = Object.keys(all).flatMap((name) => all[name]!(hljs).aliases ?? []);
    for (const alias of declared.map((each) => each.toLowerCase())) {
      expect(alias in GRAMMAR_OF_ALIAS || GRAMMAR_NAMES.has(alias), alias).toBe(true);
      expect(createHighlighter().highlight(alias, MIXED_SOURCE), alias).toEqual(fullOutput(alias));
    }
  });

  it('writes the same after other grammars were loaded, in any order', () => {
    const highlighter = createHighlighter();
    for (const name of ['http', 'bash', 'xml', 'markdown', 'http', 'php-template', 'javascript'])
      expect(highlighter.highlight(name, MIXED_SOURCE), name).toEqual(fullOutput(name));
  });

  it('highlights nothing in a language no grammar names', () => {
    expect(createHighlighter().highlight('podmanfile', MIXED_SOURCE)).toBeUndefined();
  });
});
