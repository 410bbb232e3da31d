/**
 * Starts calls in the order they are asked for, at most `limit` unfinished at once; the others wait their turn
 * without having started. Bounds what a call holds while it runs (a message written to a process that reads more
 * slowly than it is written to).
 */
export class CallsInOrder {
  private readonly waiting: (() => void)[] = [];
  private nextWaiting = 0;
  private running = 0;

  constructor(private readonly limit: number) {}

  call<T>(start: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        this.running++;
        new Promise<T>((started) => started(start())).then(resolve, reject).finally(() => {
          this.running--;
          this.startNext();
        });
      };
      if (this.running < this.limit) run();
      else this.waiting.push(run);
    });
  }

  private startNext(): void {
    if (this.nextWaiting >= this.waiting.length) return;
    const run = this.waiting[this.nextWaiting]!;
    this.waiting[this.nextWaiting++] = () => {};
    if (this.nextWaiting === this.waiting.length) {
      this.waiting.length = 0;
      this.nextWaiting = 0;
    }
    run();
  }
}
