import { describe, expect, it } from 'vitest';
import { assetSpecifierOf, assetUrlValue, isAssetSpecifier } from './asset-urls';

describe('isAssetSpecifier', () => {
  it('takes images and other files of the site by a relative or @site/ path', () => {
    for (const specifier of ['./img/banner.png', '../files/guide.pdf', '@site/static/img/photo.JPG', './a.docx'])
      expect(isAssetSpecifier(specifier)).toBe(true);
  });

  it('leaves modules, content, stylesheets, SVG components and packages to the other imports', () => {
    for (const specifier of [
      './Chart.jsx',
      './data.json',
      './_partial.mdx',
      './styles.css',
      './logo.svg',
      'pkg/x.png',
      './v4',
    ])
      expect(isAssetSpecifier(specifier)).toBe(false);
  });
});

describe('assetUrlValue', () => {
  it('marks the specifier so that the link resolution finds it, and nothing else', () => {
    expect(assetSpecifierOf(assetUrlValue('./img/banner.png'))).toBe('./img/banner.png');
    expect(assetSpecifierOf('./img/banner.png')).toBeUndefined();
    expect(assetSpecifierOf(42)).toBeUndefined();
  });
});
