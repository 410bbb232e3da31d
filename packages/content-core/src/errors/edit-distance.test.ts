import { expect, it } from 'vitest';
import { editDistance } from './edit-distance';

it('counts the characters to insert, delete or replace', () => {
  expect(editDistance('installation', 'installation')).toBe(0);
  expect(editDistance('instalation', 'installation')).toBe(1);
  expect(editDistance('/docs/intro', '/docs/introduction')).toBe(7);
  expect(editDistance('kitten', 'sitting')).toBe(3);
  expect(editDistance('', 'abc')).toBe(3);
});
