import { describeDemoAccounts, isStartError, startServer } from './server';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let server;
  try {
    server = await startServer();
  } catch (err) {
    // A problem the operator can fix is one line; anything else still never prints a stack by default.
    const message = isStartError(err) ? (err as Error).message : `Failed to start: ${(err as Error).message}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
  const { app, url, config } = server;
  process.stdout.write(`\nDala Rides is running at ${url}\n`);
  if (config.seedDemo) process.stdout.write(`${describeDemoAccounts()}\n\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
