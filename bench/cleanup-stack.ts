// What a run must undo however it ends: stop the server, drop the PostgreSQL database, remove the
// temporary DATA_DIR. Tasks run last-in first-out, each at most once; `runAll` awaits them in
// order (the normal end, a first Ctrl+C), `runNow` does what can be done synchronously when the
// process is exiting at once (a second Ctrl+C, an uncaught error).
export interface CleanupTask {
  label: string;
  run: () => Promise<void>;
  /** The synchronous fallback; absent when there is none (it is then only reported). */
  now?: () => void;
}

export class CleanupStack {
  private readonly pending: CleanupTask[] = [];
  /** The task runAll is awaiting: a runNow meanwhile hurries it (SIGKILL instead of SIGTERM). */
  private running: CleanupTask | null = null;

  constructor(private readonly log: (message: string) => void) {}

  add(task: CleanupTask): void {
    this.pending.push(task);
  }

  async runAll(): Promise<void> {
    for (let task = this.pending.pop(); task; task = this.pending.pop()) {
      this.running = task;
      try {
        await task.run();
      } catch (error) {
        this.log(
          `could not ${task.label}: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        this.running = null;
      }
    }
  }

  runNow(): void {
    if (this.running) this.pending.push(this.running);
    this.running = null;
    for (let task = this.pending.pop(); task; task = this.pending.pop()) {
      if (!task.now) {
        this.log(`left undone: ${task.label}`);
        continue;
      }
      try {
        task.now();
      } catch (error) {
        this.log(
          `could not ${task.label}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
