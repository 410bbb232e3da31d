import { describe, expect, it } from 'vitest';
import { searchQueries } from './search-queries';

describe('searchQueries', () => {
  it('searches a plain query as typed', () => {
    expect(searchQueries('  rootless Container ')).toEqual(['rootless Container']);
  });

  it('also searches the words of a hyphenated query apart', () => {
    expect(searchQueries('podman-compose')).toEqual(['podman-compose', 'podman compose']);
    expect(searchQueries('Aardvark-dns v1.3')).toEqual(['Aardvark-dns v1.3', 'Aardvark dns v1.3']);
  });

  it('keeps hyphens that do not join two words', () => {
    expect(searchQueries('-rm')).toEqual(['-rm']);
    expect(searchQueries('Docker - Podman')).toEqual(['Docker - Podman']);
  });

  it('also searches a bare version with the v that release notes write', () => {
    expect(searchQueries('4.0')).toEqual(['4.0', 'v4.0']);
    expect(searchQueries('Podman 4.3.0 Netzwerk')).toEqual(['Podman 4.3.0 Netzwerk', 'Podman v4.3.0 Netzwerk']);
  });

  it('leaves numbers that are no version, versions with a v and empty queries alone', () => {
    expect(searchQueries('Fedora 35')).toEqual(['Fedora 35']);
    expect(searchQueries('v4.0.0')).toEqual(['v4.0.0']);
    expect(searchQueries('   ')).toEqual([]);
  });
});
