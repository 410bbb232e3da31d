import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';
import { parseDate } from './dates.js';

describe('parseDate', () => {
  it('reads a day as midnight UTC', () => {
    expect(parseDate('2020-01-02')).toEqual({ date: '2020-01-02', dateTime: '2020-01-02T00:00:00.000Z' });
  });

  it('keeps the time of day and turns any offset into UTC, as YAML and Jekyll write timestamps', () => {
    expect(parseDate('2020-01-02 10:00:00 +0000')?.dateTime).toBe('2020-01-02T10:00:00.000Z');
    expect(parseDate('2020-01-02T10:00:00Z')?.dateTime).toBe('2020-01-02T10:00:00.000Z');
    expect(parseDate('2020-01-02t10:00:00.25+02:00')?.dateTime).toBe('2020-01-02T08:00:00.250Z');
    expect(parseDate('2020-01-02 10:00 -0130')?.dateTime).toBe('2020-01-02T11:30:00.000Z');
    expect(parseDate('2020-01-02 23:30:00 -05')).toEqual({ date: '2020-01-03', dateTime: '2020-01-03T04:30:00.000Z' });
  });

  it('refuses days and times that do not exist', () => {
    for (const text of [
      '2021-02-29',
      '2020-13-01',
      '2020-01-02 24:00',
      '2020-01-02 10:60',
      '2020-01-02 10:00 +2400',
      'gestern',
      '2020-01-02 10',
    ]) {
      expect(parseDate(text), text).toBeUndefined();
    }
  });
});

describe('posts with a time of day', () => {
  it('sorts by the full timestamp in UTC, posts of the same moment in file order', async () => {
    const list = routeOf(await buildFixture('post-times'), 'blogList', '/blogs');
    expect(list.posts.map((post) => [post.title, post.dateTime])).toEqual([
      ['Spät im Westen', '2020-01-03T04:30:00.000Z'],
      ['Abends', '2020-01-02T20:30:00.000Z'],
      ['Mittags in Berlin', '2020-01-02T12:00:00.000Z'],
      ['Morgens', '2020-01-02T08:00:00.000Z'],
      ['Auch ohne Uhrzeit', '2020-01-02T00:00:00.000Z'],
      ['Ohne Uhrzeit', '2020-01-02T00:00:00.000Z'],
    ]);
  });

  it('dates a post by its UTC day and keeps the file name date in its permalink, as Docusaurus does', async () => {
    const post = routeOf(await buildFixture('post-times'), 'blogPost', '/blogs/2020/01/02/spaet-im-westen');
    expect(post.date).toBe('2020-01-03');
  });
});
