import { describe, expect, it } from 'vitest';
import { buildWithEsbuild, stopEsbuildWhenIdle } from './esbuild-service.js';

/** A module large enough that its build is still running when the next line runs. */
const largeModule = {
  stdin: { contents: Array.from({ length: 20_000 }, (_, index) => `export const x${index} = [${index}];\n`).join('') },
  write: false,
} as const;

describe("this thread's esbuild service", () => {
  it('is not stopped under a running build, which would then never end', async () => {
    const building = buildWithEsbuild(largeModule);
    await stopEsbuildWhenIdle();
    await expect(building).resolves.toMatchObject({ errors: [] });
  });

  it('is stopped when idle, and the next build starts it again', async () => {
    await buildWithEsbuild(largeModule);
    await stopEsbuildWhenIdle();
    const { outputFiles } = await buildWithEsbuild({ stdin: { contents: 'export const y = 2;' }, write: false });
    expect(outputFiles[0]!.text).toContain('y = 2');
  });
});
