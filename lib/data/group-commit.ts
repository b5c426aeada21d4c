/**
 * Group commit (used for analytics page views, lib/data/analytics.ts): rows that arrive while a batch is being written wait and are written together in
 * the next batch (one statement, one commit), instead of one statement each. The first row of an
 * idle writer goes at once, so a lone request waits for nothing. Every caller gets its own result;
 * a failed batch fails every row in it (its rows were validated before, so a failure is the
 * database's, not a row's).
 */
export class GroupCommit<Row, Result> {
  private queue: { row: Row; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(
    private readonly options: {
      /** Writes the rows in one statement; results in the rows' order. */
      writeMany: (rows: Row[]) => Promise<Result[]>;
      /** At most this many rows per statement. */
      maxBatch: number;
    },
  ) {}

  write(row: Row): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  /** Rows waiting for the batch in flight to end (for tests and diagnostics). */
  get waiting(): number {
    return this.queue.length;
  }

  private async drain() {
    this.writing = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, this.options.maxBatch);
        await this.flush(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async flush(batch: typeof this.queue) {
    try {
      const results = await this.options.writeMany(batch.map((entry) => entry.row));
      if (results.length !== batch.length) throw new Error(`group commit: ${results.length} results for ${batch.length} rows`);
      batch.forEach((entry, i) => entry.resolve(results[i] as Result));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
