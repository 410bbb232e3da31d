import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { devClientSource } from './dev-client.js';

/** Runs the dev client on a page at `pathname`; returns how to send it a reload event and how often it reloaded. */
function openPage(pathname: string, baseUrl = '/') {
  const listeners = new Map<string, (event: { data: string }) => void>();
  let reloads = 0;
  runInNewContext(devClientSource(baseUrl), {
    EventSource: class {
      addEventListener(type: string, listener: (event: { data: string }) => void) {
        listeners.set(type, listener);
      }
    },
    location: {
      pathname,
      reload: () => reloads++,
    },
    decodeURIComponent,
  });
  return {
    reloadEvent: (...files: string[]) => listeners.get('reload')!({ data: files.join('\n') }),
    reloads: () => reloads,
  };
}

describe('the kran dev client', () => {
  it('reloads after a build that wrote its page, or after a whole new build', () => {
    const page = openPage('/blog/2024/02/03/zweiter');
    page.reloadEvent('/blog/index.html', '/blog/2024/02/03/zweiter/index.html');
    page.reloadEvent();
    expect(page.reloads()).toBe(2);
  });

  it("does not reload for other pages' HTML, data, route map, feeds and sitemap", () => {
    const page = openPage('/docs/');
    page.reloadEvent('/blog/index.html', '/_kran/data/abc.json', '/_kran/route-map-1.json', '/blog/rss.xml');
    page.reloadEvent('/blog/feed.json', '/sitemap.xml');
    expect(page.reloads()).toBe(0);
  });

  it('reloads for a stylesheet, a script, an image or the not-found page, which any page may show', () => {
    const page = openPage('/unter/docs/', '/unter/');
    for (const file of ['/unter/assets/main-X.css', '/unter/assets/app-Y.js', '/unter/img/logo.svg', '/unter/404.html'])
      page.reloadEvent('/unter/blog/index.html', file);
    expect(page.reloads()).toBe(4);
  });

  it('knows its page by the decoded path, with or without a trailing slash', () => {
    const page = openPage('/blog/%C3%BCber-uns');
    page.reloadEvent('/blog/über-uns/index.html');
    expect(page.reloads()).toBe(1);
  });
});
