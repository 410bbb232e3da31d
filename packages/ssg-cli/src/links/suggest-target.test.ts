import { describe, expect, it } from 'vitest';
import { closestId, closestPath } from './suggest-target';

const pages = ['/', '/release', '/release/2020/04/17/podman-v1.9.0', '/release/page/2', '/docs/installation', '/blogs'];

describe('closestPath', () => {
  it('suggests the page whose last segment holds the missing one', () => {
    expect(closestPath('/release/v1.9.0', pages)).toBe('/release/2020/04/17/podman-v1.9.0');
  });

  it('suggests a page a few typos away', () => {
    expect(closestPath('/docs/instalation', pages)).toBe('/docs/installation');
    expect(closestPath('/blog', pages)).toBe('/blogs');
  });

  it('suggests nothing when no page is near', () => {
    expect(closestPath('/impressum', pages)).toBeUndefined();
  });
});

describe('closestId', () => {
  it('suggests an id that holds the anchor or is a few typos away', () => {
    expect(closestId('linux', ['mac', 'linux-installieren'])).toBe('linux-installieren');
    expect(closestId('instalation', ['installation', 'konfiguration'])).toBe('installation');
    expect(closestId('xyz', ['installation'])).toBeUndefined();
  });
});
