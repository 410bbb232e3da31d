import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const TAGS = [
  'podman',
  'containers',
  'rootless',
  'pod',
  'kubernetes',
  'networking',
  'security',
  'systemd',
  'buildah',
  'skopeo',
  'v2',
  'rest api',
  'windows',
  'mac',
  'open source',
];
const WORDS = [
  'Container Pods laufen ohne Daemon und ohne Root-Rechte auf jedem Linux-System mit Podman',
  'das Werkzeug startet Images aus jeder Registry verwaltet Volumes Netzwerke und erzeugt systemd-Units für Dienste',
]
  .join(' ')
  .split(' ');

/** @typedef {() => number} Random */

/**
 * A deterministic pseudo-random sequence, so every run generates the same site.
 * @param {number} seed
 * @returns {Random}
 */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * @param {Random} next
 * @param {number} length
 */
function sentence(next, length) {
  return Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ') + '.';
}

/**
 * One post of realistic size: paragraphs, a heading or two, a code block, links to other posts.
 * @param {number} index
 * @param {number} count
 * @param {Random} next
 */
export function postSource(index, count, next) {
  const tags = [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => TAGS[Math.floor(next() * TAGS.length)])),
  ];
  const other = Math.floor(next() * count);
  const paragraphs = Array.from({ length: 3 + Math.floor(next() * 6) }, () =>
    sentence(next, 20 + Math.floor(next() * 40)),
  );
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

/** @param {number} index */
export function fileName(index) {
  const day = new Date(Date.UTC(2015, 0, 1) + index * 6 * 3600 * 1000);
  return `${day.toISOString().slice(0, 10)}-beitrag-${index + 1}.md`;
}

/**
 * One doc page: a few sections, a code block and a link to the next doc.
 * @param {number} index
 * @param {number} count
 * @param {Random} next
 */
export function docSource(index, count, next) {
  const paragraphs = Array.from({ length: 4 + Math.floor(next() * 6) }, () =>
    sentence(next, 20 + Math.floor(next() * 40)),
  );
  return `---
id: ${docId(index)}
title: Anleitung ${index + 1}
---

${paragraphs[0]}

## Voraussetzungen

${paragraphs.slice(1, -1).join('\n\n')}

\`\`\`bash
podman volume create daten-${index}
podman run -d --name dienst-${index} -v daten-${index}:/var/lib/daten quay.io/podman/hello
\`\`\`

## Nächste Schritte

${paragraphs.at(-1)} Weiter mit [der nächsten Anleitung](${docFileName((index + 1) % count)}).
`;
}

/** @param {number} index */
export function docId(index) {
  return `anleitung-${index + 1}`;
}

/** @param {number} index */
function docFileName(index) {
  return `${docId(index)}.md`;
}

/**
 * The docs sidebar of `count` docs: categories of 25, collapsed, as a large docs site groups its pages.
 * @param {number} count
 */
export function docsSidebar(count) {
  return Array.from({ length: Math.ceil(count / 25) }, (_, category) => ({
    type: /** @type {const} */ ('category'),
    label: `Kapitel ${category + 1}`,
    collapsed: true,
    items: Array.from({ length: Math.min(25, count - category * 25) }, (_, offset) => docId(category * 25 + offset)),
  }));
}

/**
 * @param {string} dir
 * @param {number} count
 * @param {(index: number) => string} nameOf
 * @param {(index: number) => string} sourceOf
 */
async function writeInBatches(dir, count, nameOf, sourceOf) {
  for (let start = 0; start < count; start += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, count - start) }, (_, offset) =>
        writeFile(path.join(dir, nameOf(start + offset)), sourceOf(start + offset)),
      ),
    );
  }
}

/**
 * Writes a site with `count` posts (and `docs` doc pages under /docs, when asked) and returns its folder and
 * config. The same arguments always write the same site.
 * @param {string} dir
 * @param {number} count
 * @param {{ docs?: number }} [options]
 * @returns {Promise<{ siteDir: string; config: import('@kran/content-core').SiteConfig }>}
 */
export async function generateSite(dir, count, { docs = 0 } = {}) {
  const blogDir = path.join(dir, 'blog');
  await mkdir(blogDir, { recursive: true });
  const next = random(42);
  await writeFile(
    path.join(blogDir, 'authors.yml'),
    Array.from({ length: 5 }, (_, i) => `autor${i}:\n  name: Autor ${i}\n  url: https://github.com/autor${i}\n`).join(
      '',
    ),
  );
  await writeInBatches(blogDir, count, fileName, (index) => postSource(index, count, next));
  if (docs > 0) {
    await mkdir(path.join(dir, 'docs'), { recursive: true });
    await writeInBatches(path.join(dir, 'docs'), docs, docFileName, (index) => docSource(index, docs, next));
  }
  return {
    siteDir: dir,
    config: {
      title: 'Benchmark',
      url: 'https://example.org',
      blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }],
      ...(docs > 0
        ? {
            docs: [
              { id: 'default', path: 'docs', routeBasePath: 'docs', sidebars: { docsSidebar: docsSidebar(docs) } },
            ],
          }
        : {}),
      pages: false,
    },
  };
}
