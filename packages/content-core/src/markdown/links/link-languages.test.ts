import { describe, expect, it } from 'vitest';
import { languageOfUrl, resolveLinkLanguages } from './link-languages.js';

const site = { url: 'https://podman.io', baseUrl: '/', locale: 'de' };

describe('the language of an external link', () => {
  const languages = resolveLinkLanguages(
    {
      default: 'en',
      byUrl: {
        'https://www.heise.de/': 'de',
        'https://www.heise.de/developer/english/': 'en',
        'https://ios.dz': 'fr',
        'https://www.debian.org/': false,
      },
    },
    site,
  );

  it('is the default for a URL no prefix matches', () => {
    expect(languageOfUrl('https://docs.podman.io/en/latest/', languages)).toBe('en');
    expect(languageOfUrl('//github.com/containers/podman', languages)).toBe('en');
  });

  it('is the language of the longest matching prefix', () => {
    expect(languageOfUrl('https://www.heise.de/developer/artikel/Podman-1.html', languages)).toBe('de');
    expect(languageOfUrl('https://www.heise.de/developer/english/podman.html', languages)).toBe('en');
  });

  it('matches http and https alike, the host in any case, and a prefix without a path', () => {
    expect(languageOfUrl('http://WWW.HEISE.DE/newsticker/', languages)).toBe('de');
    expect(languageOfUrl('https://ios.dz/installation-podman-centos-8/', languages)).toBe('fr');
    expect(languageOfUrl('https://ios.dz', languages)).toBe('fr');
  });

  it('is none for a prefix set to false, a site that shows each reader their own language', () => {
    expect(languageOfUrl('https://www.debian.org/releases/', languages)).toBeUndefined();
  });

  it('does not match a host that only starts like a prefix', () => {
    expect(languageOfUrl('https://ios.dz.example.com/', languages)).toBe('en');
  });

  it("is the site's own language for absolute links into the site", () => {
    expect(languageOfUrl('https://podman.io/slides/talk.pdf', languages)).toBe('de');
    expect(languageOfUrl('https://podman.io', languages)).toBe('de');
  });

  it('lets a prefix below the site URL give another language', () => {
    const withSlides = resolveLinkLanguages({ byUrl: { 'https://podman.io/slides/': 'en' } }, site);
    expect(languageOfUrl('https://podman.io/slides/talk.pdf', withSlides)).toBe('en');
    expect(languageOfUrl('https://podman.io/features', withSlides)).toBe('de');
  });

  it('is unknown for site paths, relative links, other schemes, and without a default', () => {
    for (const url of ['/docs/installation', 'anleitung.md', '#teil', 'mailto:a@b.de', 'ftp://ftp.example.org/']) {
      expect(languageOfUrl(url, languages)).toBeUndefined();
    }
    expect(languageOfUrl('https://github.com/', resolveLinkLanguages(undefined, site))).toBeUndefined();
  });
});
