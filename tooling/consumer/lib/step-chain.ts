/**
 * Steps that build on each other (install, then build, then serve): a step after one that failed fails at once,
 * naming the step it needed, instead of running on in a half-made project.
 */
export class StepChain {
  #failed: string | undefined;

  async step<T>(name: string, run: () => Promise<T>): Promise<T> {
    if (this.#failed) throw new Error(`Not run: it needs "${this.#failed}", which failed.`);
    try {
      return await run();
    } catch (error) {
      this.#failed = name;
      throw error;
    }
  }
}
