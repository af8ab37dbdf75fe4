// The loop of a job that works through due rows a batch at a time (each batch its own transaction, rows claimed
// with FOR UPDATE SKIP LOCKED): it goes on while a batch comes back full.

/** Runs `batch` (which handles at most `size` rows and says how many) until one handles fewer; returns the total. */
export async function runInBatches(size: number, batch: () => Promise<number>): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await batch();
    handled += count;
    if (count < size) return handled;
  }
}
