import { describe, expect, it } from 'vitest';
import { functionSource } from './function-source.js';

describe('functionSource', () => {
  it('gives an arrow function as written', () => {
    const editUrl = ({ docPath }: { docPath: string }) => `https://example.org/edit/${docPath}`;
    expect(functionSource(editUrl)).toBe(editUrl.toString());
  });

  it('turns a method into a function expression that compiles', () => {
    const options = {
      createRedirects(existingPath: string) {
        return existingPath.startsWith('/docs/') ? [existingPath.replace('/docs/', '/guide/')] : undefined;
      },
    };
    const source = functionSource(options.createRedirects)!;
    expect(source).toMatch(/^function createRedirects\(existingPath/);
    const made = new Function(`return (${source});`)() as (path: string) => string[] | undefined;
    expect(made('/docs/intro')).toEqual(['/guide/intro']);
  });

  it('keeps async methods async', () => {
    const options = {
      async load() {
        return 1;
      },
    };
    expect(functionSource(options.load)).toMatch(/^async function load\(\)/);
  });

  it('has no source for a built-in function', () => {
    expect(functionSource(Math.max)).toBeUndefined();
    expect(functionSource((() => 1).bind(null))).toBeUndefined();
  });
});
