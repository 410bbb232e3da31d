import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootRelativeLinksOf, upstreamUrls } from './upstream-text';

describe('rootRelativeLinksOf', () => {
  it('finds root-relative markdown links and href/src attributes', () => {
    const text = '[Folien](/slides/talk.pdf) and <a href="/asciinema/demo/">demo</a> and <img src="/logo.svg" />';
    expect(rootRelativeLinksOf(text)).toEqual(['/slides/talk.pdf', '/asciinema/demo/', '/logo.svg']);
  });

  it('leaves out relative, protocol-relative and absolute links', () => {
    const text = '[a](../static/x.svg) [b](//cdn.example.org/x.js) [c](https://example.org/) <a href="docs/x">d</a>';
    expect(rootRelativeLinksOf(text)).toEqual([]);
  });
});

describe('upstreamUrls', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kran-upstream-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts absolute URLs and root-relative links made absolute on https://podman.io', () => {
    mkdirSync(path.join(dir, 'blog'));
    writeFileSync(
      path.join(dir, 'blog/post.md'),
      'See [the video](https://media.ccc.de/v/talk) and [the slides](/slides/talk.pdf).\n',
    );
    expect([...upstreamUrls(dir)].sort()).toEqual(['https://media.ccc.de/v/talk', 'https://podman.io/slides/talk.pdf']);
  });
});
