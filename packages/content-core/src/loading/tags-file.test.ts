import { describe, expect, it } from 'vitest';
import { Problems } from '../errors/problems.js';
import { parseTagsFile } from './tags-file.js';

describe('parseTagsFile', () => {
  it('fills in the label and permalink Docusaurus makes from the key', () => {
    const problems = new Problems();
    const tags = parseTagsFile(
      'open-source:\nrelease:\n  label: Releases\n  permalink: /neu\n',
      'docs/tags.yml',
      problems,
    );
    expect({ ...tags }).toEqual({
      'open-source': { label: 'Open-source', permalink: '/open-source' },
      release: { label: 'Releases', permalink: '/neu' },
    });
    expect(problems.errors).toEqual([]);
  });

  it('reports fields of the wrong type and repeated permalinks, each at its key', () => {
    const problems = new Problems();
    parseTagsFile('a:\n  label: 3\nb:\n  permalink: /x\nc:\n  permalink: /x\n', 'docs/tags.yml', problems);
    expect(problems.errors.map((error) => [error.location.line, error.message])).toEqual([
      [1, 'Tag "a" of the tags file has `label` of the wrong type: texts are expected.'],
      [5, 'Tags "b" and "c" of the tags file have the same permalink /x, so one page would hide the other.'],
    ]);
  });
});
