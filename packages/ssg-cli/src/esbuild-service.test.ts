import { describe, expect, it } from 'vitest';
import { EsbuildService } from './esbuild-service.js';

/** A module large enough that its build is still running when the next line runs. */
const largeModule = {
  stdin: { contents: Array.from({ length: 20_000 }, (_, index) => `export const x${index} = [${index}];\n`).join('') },
  write: false,
} as const;

describe("a thread's esbuild service", () => {
  it('is not stopped under a running build, which would then never end', async () => {
    const esbuild = new EsbuildService();
    const building = esbuild.build(largeModule);
    await esbuild.stopWhenIdle();
    await expect(building).resolves.toMatchObject({ errors: [] });
  });

  it('is stopped when idle, and the next build starts it again', async () => {
    const esbuild = new EsbuildService();
    await esbuild.build(largeModule);
    await esbuild.stopWhenIdle();
    const { outputFiles } = await esbuild.build({ stdin: { contents: 'export const y = 2;' }, write: false });
    expect(outputFiles[0]!.text).toContain('y = 2');
  });
});
