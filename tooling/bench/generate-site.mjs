import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const TAGS = ['podman', 'containers', 'rootless', 'pod', 'kubernetes', 'networking', 'security', 'systemd', 'buildah', 'skopeo', 'v2', 'rest api', 'windows', 'mac', 'open source'];
const WORDS = 'Container Pods laufen ohne Daemon und ohne Root-Rechte auf jedem Linux-System mit Podman das Werkzeug startet Images aus jeder Registry verwaltet Volumes Netzwerke und erzeugt systemd-Units für Dienste'.split(' ');

/** A deterministic pseudo-random sequence, so every run generates the same site. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function sentence(next, length) {
  return Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ') + '.';
}

/** One post of realistic size: paragraphs, a heading or two, a code block, links to other posts. */
export function postSource(index, count, next) {
  const tags = [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => TAGS[Math.floor(next() * TAGS.length)]))];
  const other = Math.floor(next() * count);
  const paragraphs = Array.from({ length: 3 + Math.floor(next() * 6) }, () => sentence(next, 20 + Math.floor(next() * 40)));
  return `---
title: Beitrag ${index + 1} über Podman
authors: autor${index % 5}
tags: [${tags.join(', ')}]
---

${paragraphs[0]}

<!--truncate-->

## Hintergrund

${paragraphs.slice(1, -1).join('\n\n')}

\`\`\`bash title="beispiel.sh" {2}
podman run --rm -it quay.io/podman/hello
podman pod create --name beispiel-${index}
podman generate systemd --new --name beispiel-${index}
\`\`\`

### Weiterlesen

Siehe auch [einen anderen Beitrag](${fileName(other)}) und die [Dokumentation](https://docs.podman.io).

${paragraphs.at(-1)}
`;
}

export function fileName(index) {
  const day = new Date(Date.UTC(2015, 0, 1) + index * 6 * 3600 * 1000);
  return `${day.toISOString().slice(0, 10)}-beitrag-${index + 1}.md`;
}

/** Writes a site with `count` posts and returns its folder and config. */
export async function generateSite(dir, count) {
  const blogDir = path.join(dir, 'blog');
  await mkdir(blogDir, { recursive: true });
  const next = random(42);
  await writeFile(path.join(blogDir, 'authors.yml'), Array.from({ length: 5 }, (_, i) => `autor${i}:\n  name: Autor ${i}\n  url: https://github.com/autor${i}\n`).join(''));
  for (let start = 0; start < count; start += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
        const index = start + offset;
        return writeFile(path.join(blogDir, fileName(index)), postSource(index, count, next));
      }),
    );
  }
  return {
    siteDir: dir,
    config: { title: 'Benchmark', url: 'https://example.org', blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }], pages: false },
  };
}
