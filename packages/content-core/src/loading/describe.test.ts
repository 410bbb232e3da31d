import { describe as group, expect, it } from 'vitest';
import { parseMarkdown } from '../markdown/parse/parse-markdown.js';
import { describe } from './describe.js';

const descriptionOf = (markdown: string) => describe(parseMarkdown(markdown).tree);

group('describe', () => {
  it('takes the first paragraph with text as plain text', () => {
    expect(
      descriptionOf('## Neu\n\n```sh\npodman ps\n```\n\nPodman **4.0** ist [da](/release).\n\nZweiter Absatz.'),
    ).toBe('Podman 4.0 ist da.');
  });

  it('shortens long paragraphs at a word boundary', () => {
    const text = 'Container laufen ohne Daemon. '.repeat(20).trim();
    const description = descriptionOf(text);
    expect(description.length).toBeLessThanOrEqual(202);
    expect(description.endsWith(' …')).toBe(true);
    const kept = description.slice(0, -2);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
  });

  it('describes content without paragraphs by its first text, such as a linked heading', () => {
    expect(
      descriptionOf('## [Podman ist jetzt bei Version 3.1.0 angekommen!](/release/2021/04/02/podman-release-v3.1.0)'),
    ).toBe('Podman ist jetzt bei Version 3.1.0 angekommen!');
  });

  it('passes over images, such as a logo standing alone before the first paragraph', () => {
    expect(
      descriptionOf('![Podman-Logo](../static/podman.svg)\n\n## Von Tom\n\nDiesmal ![Symbol](a.svg) auf Deutsch.'),
    ).toBe('Diesmal auf Deutsch.');
    expect(descriptionOf('![Nur ein Bild](bild.png)')).toBe('');
  });

  it('is empty for content without text', () => {
    expect(descriptionOf('```sh\npodman ps\n```')).toBe('');
  });
});
