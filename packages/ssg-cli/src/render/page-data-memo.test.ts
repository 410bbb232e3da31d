import type { Route } from '@kran/content-core';
import { describe, expect, it } from 'vitest';
import { PageDataMemo } from './page-data-memo.js';
import type { RenderJob } from './render-job.js';
import { utf8BytesOf } from './utf8-text.js';

const content = { type: 'root', children: [] };
const routeOf = (fields: Record<string, unknown>) =>
  ({ kind: 'page', path: '/ueber', title: 'Über', content, ...fields }) as unknown as Route;

/** Runs one build's routes through the memo; returns the routes whose data had to be made. */
function build(memo: PageDataMemo, frame: string, routes: Route[]): string[] {
  const made: string[] = [];
  memo.begin(frame);
  for (const route of routes) {
    const make = () => {
      made.push(route.path);
      const dataHash = route.path.slice(1);
      return { dataJson: utf8BytesOf(JSON.stringify(route)), job: { path: route.path, dataHash } as RenderJob };
    };
    memo.remember(route, memo.knownPage(route) ?? make());
  }
  memo.end();
  return made;
}

describe('PageDataMemo', () => {
  it('takes over the data of a route whose fields are the same values and objects as in the last build', () => {
    const memo = new PageDataMemo();
    expect(build(memo, 'shell', [routeOf({})])).toEqual(['/ueber']);
    expect(build(memo, 'shell', [routeOf({})])).toEqual([]);
  });

  it("hands out the last build's render job with its data", () => {
    const memo = new PageDataMemo();
    const pageOf = (route: Route) => {
      memo.begin('shell');
      const page = memo.knownPage(route) ?? {
        dataJson: utf8BytesOf('{}'),
        job: { path: route.path } as RenderJob,
      };
      memo.remember(route, page);
      memo.end();
      return page;
    };
    const first = pageOf(routeOf({}));
    expect(pageOf(routeOf({})).job).toBe(first.job);
    expect(pageOf(routeOf({ title: 'Neu' })).job).not.toBe(first.job);
  });

  it('makes the data again for a changed field, a new object of equal content, a new field or another frame', () => {
    const memo = new PageDataMemo();
    build(memo, 'shell', [routeOf({})]);
    expect(build(memo, 'shell', [routeOf({ title: 'Über uns' })])).toEqual(['/ueber']);
    expect(build(memo, 'shell', [routeOf({ title: 'Über uns', content: { ...content } })])).toEqual(['/ueber']);
    expect(build(memo, 'shell', [routeOf({ title: 'Über uns', description: 'Neu' })])).toEqual(['/ueber']);
    const same = routeOf({ title: 'Über uns', description: 'Neu' });
    expect(build(memo, 'other shell', [same])).toEqual(['/ueber']);
  });

  it('forgets the routes a build no longer has', () => {
    const memo = new PageDataMemo();
    const route = routeOf({});
    build(memo, 'shell', [route]);
    build(memo, 'shell', []);
    expect(build(memo, 'shell', [route])).toEqual(['/ueber']);
  });
});
