import { describe, expect, it } from 'vitest';
import { splitJobs } from './load-pool.js';
import type { LoadJob } from './load-source.js';

const page = (name: string, withPlugins: boolean): LoadJob => ({
  kind: 'page',
  file: { file: `pages/${name}.md`, relativePath: `${name}.md`, source: '' },
  ...(withPlugins ? { plugins: { section: 'pages', index: 0, identity: 'x' } } : {}),
});

describe('splitJobs', () => {
  it('lets workers read the files of a site without plugins', () => {
    const jobs = [page('a', false), page('b', false)];
    expect(splitJobs(jobs, undefined)).toEqual({ here: [], workers: jobs });
  });

  it('keeps files with remark plugins on this thread when workers cannot import the plugins', () => {
    const [plain, withPlugins] = [page('a', false), page('b', true)];
    expect(splitJobs([plain, withPlugins], undefined)).toEqual({ here: [withPlugins], workers: [plain] });
  });

  it('lets workers read every file when they can import the plugins and there are a thousand files with plugins', () => {
    const many = Array.from({ length: 1000 }, (_, index) => page(String(index), true));
    expect(splitJobs(many, '/site/.ssg/site.config.mjs')).toEqual({ here: [], workers: many });
  });

  it('keeps fewer files with plugins here even with a config module, as importing it in workers costs more', () => {
    const [plain, withPlugins] = [page('a', false), page('b', true)];
    expect(splitJobs([plain, withPlugins], '/site/.ssg/site.config.mjs')).toEqual({
      here: [withPlugins],
      workers: [plain],
    });
  });
});
