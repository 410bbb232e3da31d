import { describe, expect, it } from 'vitest';
import { usedTopLevelNames } from './free-names.js';

const CONFIG = `const { themes } = require('prism-react-renderer');
const repository = 'https://github.com/example/lantern';
const branch = \`main\`;
const year = new Date().getFullYear();
function editPath(docPath) { return docPath; }

module.exports = { title: 'Lantern' };
`;

describe('usedTopLevelNames', () => {
  it('names the top-level declarations a function uses, with the literal ones copyable', () => {
    const source = '({ docPath }) => `${repository}/edit/${branch}/${editPath(docPath)}?y=${year}`';
    expect(usedTopLevelNames(source, CONFIG)).toEqual([
      { name: 'repository', declaration: "const repository = 'https://github.com/example/lantern';" },
      { name: 'branch', declaration: 'const branch = `main`;' },
      { name: 'year' },
      { name: 'editPath' },
    ]);
  });

  it('does not count a property of the same name, nor a function that uses none', () => {
    expect(usedTopLevelNames('({ docPath }) => options.repository + docPath', CONFIG)).toEqual([]);
  });
});
