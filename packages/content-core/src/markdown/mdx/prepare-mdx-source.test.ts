import { describe, expect, it } from 'vitest';
import { prepareMdxSource } from './prepare-mdx-source.js';

describe('prepareMdxSource', () => {
  it('blanks HTML comments, keeping every line and column', () => {
    const source = 'a <!-- eins\nzwei --> b\n';
    const prepared = prepareMdxSource(source);
    expect(prepared).toBe(`a ${' '.repeat('<!-- eins'.length)}\n${' '.repeat('zwei -->'.length)} b\n`);
    expect(prepared.length).toBe(source.length);
  });

  it('closes void tags', () => {
    expect(prepareMdxSource('a<br>b<hr class="x"><img src="i.png" /><br/>')).toBe(
      'a<br/>b<hr class="x"/><img src="i.png" /><br/>',
    );
  });

  it('leaves fenced code as it is, also an unclosed fence at the end', () => {
    const source = '```\n<!-- x --><br>\n```\n<br>\n~~~\n<br>';
    expect(prepareMdxSource(source)).toBe('```\n<!-- x --><br>\n```\n<br/>\n~~~\n<br>');
  });

  it('turns autolinks into links and `<Name\\>` into text, as MDX 1 read them, but not in inline code', () => {
    expect(prepareMdxSource('Mail <team@podman.io> or see <https://podman.io/docs>.')).toBe(
      'Mail [team@podman.io](mailto:team@podman.io) or see [https://podman.io/docs](https://podman.io/docs).',
    );
    expect(prepareMdxSource('It returns Promise<Config\\>, see `<a@b.de>` and `Promise<Config\\>`.')).toBe(
      'It returns Promise\\<Config\\>, see `<a@b.de>` and `Promise<Config\\>`.',
    );
  });
});
