/**
 * Starts calls in the order they are asked for, at most `limit` unfinished at once; the others wait their turn
 * without having started. Bounds what a call holds while it runs (a message written to a process that reads more
 * slowly than it is written to).
 */
export class CallsInOrder {
  private waiting: { start: () => void; cancel: (reason: Error) => void }[] = [];
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
      else this.waiting.push({ start: run, cancel: reject });
    });
  }

  /** Fails every call still waiting with `reason`, none of them started; the running ones end as they will. */
  cancelWaiting(reason: Error): void {
    const cancelled = this.waiting.slice(this.nextWaiting);
    this.waiting = [];
    this.nextWaiting = 0;
    for (const call of cancelled) call.cancel(reason);
  }

  private startNext(): void {
    if (this.nextWaiting >= this.waiting.length) return;
    const call = this.waiting[this.nextWaiting]!;
    this.waiting[this.nextWaiting++] = { start: () => {}, cancel: () => {} };
    if (this.nextWaiting === this.waiting.length) {
      this.waiting = [];
      this.nextWaiting = 0;
    }
    call.start();
  }
}
