import { describe, expect, it } from 'vitest';
import { frameKeyOf } from './render-cache.js';
import type { RenderContext } from './render-job.js';

const context = {
  site: { title: 'Podman' },
  settings: { baseUrl: '/', routeMapUrl: '/_kran/route-map.json' },
  scripts: ['assets/main-ABC.js'],
  stylesheets: ['assets/main-ABC.css'],
  feeds: [],
  outDir: '/tmp/.build-staging-1',
  reactPageModules: {},
} as unknown as RenderContext;

describe('frameKeyOf', () => {
  it('is the same for builds into other folders, with or without search documents', () => {
    expect(frameKeyOf({ ...context, outDir: '/tmp/.build-staging-2' })).toBe(frameKeyOf(context));
    expect(frameKeyOf({ ...context, searchSourceDir: '/tmp/.build-staging-1-scratch' })).toBe(frameKeyOf(context));
  });

  it('changes with anything else every page shows or loads', () => {
    expect(frameKeyOf({ ...context, scripts: ['assets/main-DEF.js'] })).not.toBe(frameKeyOf(context));
    expect(frameKeyOf({ ...context, site: { title: 'Podman!' } as RenderContext['site'] })).not.toBe(
      frameKeyOf(context),
    );
  });
});
