import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { Problems } from '../../errors/problems.js';
import { pluginEntriesOf } from './markdown-plugins.js';
import { locationOf, runPlugins } from './run-plugins.js';

const tree = (): Root => ({
  type: 'root',
  children: [{ type: 'text', value: 'x', position: { start: { line: 3, column: 2 }, end: { line: 3, column: 3 } } }],
});
const run = (plugins: unknown[]) => {
  const problems = new Problems();
  const result = runPlugins(tree(), pluginEntriesOf(plugins, 'blogs[0].rehypePlugins'), {
    file: 'blog/post.md',
    problems,
  });
  return { problems, result: result as Root };
};

describe('runPlugins', () => {
  it('runs each plugin with its options in turn, and keeps a tree a plugin returns in place of the old one', () => {
    function rehypeAppend(options: { text: string }) {
      return (root: Root) => void root.children.push({ type: 'text', value: options.text });
    }
    function rehypeReplace() {
      return (root: Root): Root => ({ type: 'root', children: [...root.children].reverse() });
    }
    const { result } = run([[rehypeAppend, { text: 'y' }], rehypeReplace]);
    expect(result.children.map((child) => (child.type === 'text' ? child.value : ''))).toEqual(['y', 'x']);
  });

  it("turns what a plugin reports through its file into warnings at the node's place", () => {
    function rehypeWarn() {
      return (root: Root, file: VFile) => void file.message('Formel unvollständig', root.children[0]!);
    }
    const { problems } = run([rehypeWarn]);
    expect(problems.warnings).toEqual([
      {
        message: 'The markdown plugin "rehypeWarn" (blogs[0].rehypePlugins[0]) reports: Formel unvollständig',
        location: { file: 'blog/post.md', line: 3, column: 2 },
      },
    ]);
  });

  it('stops at a plugin that fails the file, and reports it once as an error at its place', () => {
    const ran: string[] = [];
    function rehypeFail() {
      return (root: Root, file: VFile) => void file.fail('Kaputt', root.children[0]!);
    }
    function rehypeLater() {
      return () => void ran.push('later');
    }
    const { problems } = run([rehypeFail, rehypeLater]);
    expect(problems.warnings).toEqual([]);
    expect(problems.errors.map((error) => error.location)).toEqual([{ file: 'blog/post.md', line: 3, column: 2 }]);
    expect(ran).toEqual([]);
  });

  it('waits for plugins that work asynchronously, in turn, and stays synchronous while none does', async () => {
    function rehypeAppend(options: { text: string }) {
      return (root: Root) => void root.children.push({ type: 'text', value: options.text });
    }
    function rehypeLater() {
      return async (root: Root) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        root.children.push({ type: 'text', value: 'spät' });
      };
    }
    function rehypeCallback() {
      return (root: Root, _file: VFile, next: (error?: Error) => void) =>
        void setTimeout(() => {
          root.children.push({ type: 'text', value: 'zurück' });
          next();
        }, 1);
    }
    const texts = (root: Root) => root.children.map((child) => (child.type === 'text' ? child.value : ''));
    const sync = run([[rehypeAppend, { text: 'y' }]]);
    expect(texts(sync.result)).toEqual(['x', 'y']);
    const later = run([[rehypeAppend, { text: 'y' }], rehypeLater, rehypeCallback, [rehypeAppend, { text: 'z' }]]);
    expect(later.result).toBeInstanceOf(Promise);
    expect(texts(await later.result)).toEqual(['x', 'y', 'spät', 'zurück', 'z']);
    expect(later.problems.errors).toEqual([]);
  });

  it('reports an asynchronous plugin that fails, naming it, and runs no later plugin', async () => {
    const ran: string[] = [];
    function rehypeRejects() {
      return async () => {
        throw new Error('Netz weg');
      };
    }
    function rehypeLater() {
      return () => void ran.push('later');
    }
    const { problems, result } = run([rehypeRejects, rehypeLater]);
    await result;
    expect(problems.errors.map((error) => error.message)).toEqual([
      'The markdown plugin "rehypeRejects" (blogs[0].rehypePlugins[0]) failed on this file: Netz weg',
    ]);
    expect(ran).toEqual([]);
  });
});

describe('locationOf', () => {
  it('reads the line and column of a message, a place or a position, else names the file alone', () => {
    expect(locationOf({ line: 4, column: 7 }, 'a.md')).toEqual({ file: 'a.md', line: 4, column: 7 });
    expect(locationOf({ place: { start: { line: 2, column: 1 } } }, 'a.md')).toEqual({
      file: 'a.md',
      line: 2,
      column: 1,
    });
    expect(locationOf({ position: { start: { line: 9 } } }, 'a.md')).toEqual({ file: 'a.md', line: 9 });
    expect(locationOf(new Error('x'), 'a.md')).toEqual({ file: 'a.md' });
  });
});
