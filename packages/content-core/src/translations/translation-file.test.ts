import { describe, expect, it } from 'vitest';
import { Problems } from '../errors/problems.js';
import { parseTranslationFile } from './translation-file.js';

const FILE = 'i18n/de/code.json';

function parse(text: string) {
  const problems = new Problems();
  return { file: parseTranslationFile(FILE, text, problems), problems };
}

describe('a translation file', () => {
  it('gives each key its message and finds the line and column of the key', () => {
    const { file, problems } = parse(
      '{\n  "title": { "message": "Weblog", "description": "The blog title" },\n  "copyright": { "message": "" }\n}\n',
    );
    expect(problems.errors).toEqual([]);
    expect(file?.messages).toEqual({ title: 'Weblog', copyright: '' });
    expect(file?.entries.title).toEqual({ message: 'Weblog', description: 'The blog title' });
    expect(file?.locate('copyright')).toEqual({ file: FILE, line: 3, column: 3 });
  });

  it('reports bad JSON at its line and column, with how to fix it', () => {
    const { file, problems } = parse('{\n  "title": { "message": "A" }\n  "description": { "message": "B" }\n}\n');
    expect(file).toBeUndefined();
    expect(problems.errors).toHaveLength(1);
    expect(problems.errors[0]!.location).toEqual({ file: FILE, line: 3, column: 3 });
    expect(problems.errors[0]!.message).toMatch(/^The file is not valid JSON: /);
    expect(problems.errors[0]!.hint).toContain('kran write-translations');
  });

  it('reports every entry of the wrong shape at its key and keeps the others', () => {
    const { file, problems } = parse(
      [
        '{',
        '  "a": { "message": "gut" },',
        '  "b": { "mesage": "Tippfehler" },',
        '  "c": "nur Text",',
        '  "d": { "message": 3 },',
        '  "e": { "message": "x", "note": "y" }',
        '}',
      ].join('\n'),
    );
    expect(file?.messages).toEqual({ a: 'gut' });
    expect(problems.errors.map((error) => [error.location.line, error.message])).toEqual([
      [3, 'The translation "b" has no "message" but the field "mesage", so it translates nothing.'],
      [4, 'The translation "c" is not an object with a "message", so it translates nothing.'],
      [5, 'The translation "d" has a "message" that is not text (a JSON string), so it translates nothing.'],
      [
        6,
        'The translation "e" has the field "note", which translation entries do not have (only "message" and "description").',
      ],
    ]);
  });

  it('must be an object', () => {
    const { file, problems } = parse('["Weblog"]');
    expect(file).toBeUndefined();
    expect(problems.errors[0]!.message).toBe(
      'A translation file must hold one JSON object that maps keys to messages.',
    );
  });
});
