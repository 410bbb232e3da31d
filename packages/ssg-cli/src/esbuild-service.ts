import { build, stop } from 'esbuild';

/**
 * esbuild's service process of one thread, which every build in the thread uses, builds of several sites at once
 * included. It counts the esbuild builds running in it, so that no build stops the service under another.
 */
export class EsbuildService {
  private running = 0;

  /** esbuild's build, in this service. */
  readonly build: typeof build = async (options) => {
    this.running += 1;
    try {
      return await build(options);
    } finally {
      this.running -= 1;
    }
  };

  /**
   * Stops the service, which frees its memory for the rest of the build, unless a build is running in it (a build
   * stopped under it would never end); the next build starts the service again.
   */
  async stopWhenIdle(): Promise<void> {
    if (this.running === 0) await stop();
  }
}

/** This thread's esbuild service: esbuild runs one service process for each thread, which all its builds share. */
export const threadEsbuild = new EsbuildService();
