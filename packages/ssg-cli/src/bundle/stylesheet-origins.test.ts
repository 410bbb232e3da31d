import { describe, expect, it } from 'vitest';
import { stylesheetOriginsOf } from './stylesheet-origins.js';

describe('stylesheetOriginsOf', () => {
  it("finds a web font service's stylesheet and the host its fonts come from", () => {
    const css =
      "@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap');\n" +
      ':root { --ifm-font-family-base: Inter, sans-serif; }';
    expect(stylesheetOriginsOf(css)).toEqual({
      stylesheets: ['https://fonts.googleapis.com'],
      fonts: ['https://fonts.googleapis.com', 'https://fonts.gstatic.com'],
    });
  });

  it('reads every form of @import: url() with and without quotes, a bare string, a protocol-relative URL, minified', () => {
    const css = [
      '@import url(https://a.example/one.css);',
      '@import "https://b.example/two.css" screen;',
      "@import '//c.example/three.css';",
      '@import url("./local.css");',
      '@import"https://d.example/minified.css";',
    ].join('\n');
    expect(stylesheetOriginsOf(css).stylesheets).toEqual([
      'https://a.example',
      'https://b.example',
      'https://c.example',
      'https://d.example',
    ]);
  });

  it('finds fonts of @font-face rules and font files anywhere, but not images', () => {
    const css = [
      '@font-face { font-family: Brand; src: url(https://cdn.example/brand) format("woff2"); }',
      '.x { --font: url("https://files.example/x.woff2?v=2"); }',
      '.hero { background: url(https://images.example/hero.png); }',
      '@font-face { font-family: Local; src: url(./local.woff2); }',
    ].join('\n');
    expect(stylesheetOriginsOf(css)).toEqual({
      stylesheets: [],
      fonts: ['https://cdn.example', 'https://files.example'],
    });
  });

  it('finds nothing in CSS that loads only from the site', () => {
    expect(stylesheetOriginsOf('@import "./a.css"; .a { background: url(/img/a.png); }')).toEqual({
      stylesheets: [],
      fonts: [],
    });
  });
});
