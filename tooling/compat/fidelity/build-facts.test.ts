import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { factsOfBuild, htmlFileOf, routesOfBuild } from './build-facts';

describe('build facts', () => {
  let build: string;
  beforeEach(() => {
    build = mkdtempSync(path.join(tmpdir(), 'kran-build-facts-'));
    mkdirSync(path.join(build, 'docs/install'), { recursive: true });
    writeFileSync(path.join(build, 'index.html'), '<title>Home</title>');
    writeFileSync(path.join(build, 'blogs.html'), '<title>Blog</title>');
    writeFileSync(path.join(build, 'docs/install/index.html'), '<title>Install</title>');
  });
  afterEach(() => rmSync(build, { recursive: true, force: true }));

  it('finds a route as route.html or route/index.html', () => {
    expect(htmlFileOf(build, '/')).toBe(path.join(build, 'index.html'));
    expect(htmlFileOf(build, '/blogs')).toBe(path.join(build, 'blogs.html'));
    expect(htmlFileOf(build, '/docs/install')).toBe(path.join(build, 'docs/install/index.html'));
    expect(htmlFileOf(build, '/missing')).toBeUndefined();
  });

  it('reads the facts of the routes that have a page', () => {
    const facts = factsOfBuild(build, ['/blogs', '/missing'], (html) => ({ title: html.length.toString() }));
    expect([...facts.keys()]).toEqual(['/blogs']);
  });

  it('lists the route of every page but the 404 page, sorted', () => {
    writeFileSync(path.join(build, '404.html'), '<title>Not found</title>');
    writeFileSync(path.join(build, 'docs/install/notes.txt'), 'no page');
    expect(routesOfBuild(build)).toEqual(['/', '/blogs', '/docs/install']);
  });
});
