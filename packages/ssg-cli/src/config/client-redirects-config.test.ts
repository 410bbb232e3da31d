import { describe, expect, it } from 'vitest';
import { clientRedirectsProblems } from './client-redirects-config.js';

describe('clientRedirectsProblems', () => {
  it("accepts the plugin's options as Docusaurus sites write them", () => {
    expect(
      clientRedirectsProblems({
        redirects: [
          { from: ['/a', '/b/c'], to: '/docs' },
          { from: '/x', to: '/docs/intro' },
        ],
        createRedirects: () => undefined,
        fromExtensions: ['html', 'htm'],
        toExtensions: ['php'],
      }),
    ).toEqual([]);
    expect(clientRedirectsProblems(undefined)).toEqual([]);
  });

  it('names every path that is none, every bad extension and a createRedirects that is no function, at its place', () => {
    const problems = clientRedirectsProblems({
      redirects: [{ from: ['/ok', 'relative'], to: '/docs?x=1' }],
      createRedirects: '/old',
      fromExtensions: ['.html', 'a/b'],
    });
    expect(problems.map(({ message, at }) => ({ message, path: at.path }))).toEqual([
      {
        message: 'clientRedirects.redirects[0].from[1] is "relative", which is not a path of the site.',
        path: ['clientRedirects', 'redirects', 0, 'from', 1],
      },
      {
        message: 'clientRedirects.redirects[0].to is "/docs?x=1", which is not a path of the site.',
        path: ['clientRedirects', 'redirects', 0, 'to'],
      },
      { message: 'clientRedirects.createRedirects is not a function.', path: ['clientRedirects', 'createRedirects'] },
      {
        message: 'clientRedirects.fromExtensions[0] is ".html", which contains a "." (dot), which is not allowed.',
        path: ['clientRedirects', 'fromExtensions', 0],
      },
      {
        message: 'clientRedirects.fromExtensions[1] is "a/b", which contains a "/" (slash), which is not allowed.',
        path: ['clientRedirects', 'fromExtensions', 1],
      },
    ]);
  });
});
