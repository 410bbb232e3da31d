/** Where the progress bar goes: a terminal (isTTY) gets it, anything else gets nothing. */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** A one-line progress bar on a terminal; silent when the output is not a terminal. */
export function progressBar(stream: ProgressStream) {
  const width = 30;
  let last = -1;
  return {
    update(done: number, total: number) {
      if (!stream.isTTY) return;
      const filled = Math.round((done / total) * width);
      if (filled === last && done !== total) return;
      last = filled;
      stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} pages`);
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
