import { isStartError } from '../server';

/** Runs a command-line task: known problems print one line, and the exit code says how it went. */
export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (err) {
    process.stderr.write(`${isStartError(err) ? (err as Error).message : String(err)}\n`);
    process.exitCode = 1;
  }
}
