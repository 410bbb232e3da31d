import { describe, expect, it } from 'vitest';
import { prerenderedDateTexts } from './prerendered-dates';

describe('prerenderedDateTexts', () => {
  it('reads the dates the theme wrote, and no other time element of the page', () => {
    const page = document.createElement('div');
    page.innerHTML = `
      <time datetime="2022-12-07" data-kran-date="">7. Dezember 2022</time>
      <time datetime="2019-06-13" data-kran-date="">13. Juni 2019</time>
      <p>Am <time datetime="2022-12-08">Donnerstag</time> geschrieben</p>`;
    expect(prerenderedDateTexts(page)).toEqual(
      new Map([
        ['2022-12-07', '7. Dezember 2022'],
        ['2019-06-13', '13. Juni 2019'],
      ]),
    );
  });
});
