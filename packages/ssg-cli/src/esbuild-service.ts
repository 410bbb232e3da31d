import { build, stop } from 'esbuild';

// esbuild runs one service process for each thread, which every build in the thread uses, builds of several sites at
// once included. This counts the esbuild builds running in it, so that no build stops the service under another.
let running = 0;

/** esbuild's build, in this thread's esbuild service. */
export const buildWithEsbuild: typeof build = async (options) => {
  running += 1;
  try {
    return await build(options);
  } finally {
    running -= 1;
  }
};

/**
 * Stops this thread's esbuild service, which frees its memory for the rest of the build, unless a build is running in
 * it (a build stopped under it would never end); the next build starts the service again.
 */
export async function stopEsbuildWhenIdle(): Promise<void> {
  if (running === 0) await stop();
}
