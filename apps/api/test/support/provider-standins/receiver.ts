import { startJsonServer, type StandinRequest } from './common';

/**
 * A merchant's webhook endpoint for adapter tests: keeps every callback exactly as received (raw body
 * and headers) and answers 200, so a test hands them to the adapter's verifyWebhook.
 */
export async function startWebhookReceiver() {
  const received: Pick<StandinRequest, 'path' | 'headers' | 'rawBody'>[] = [];
  const server = await startJsonServer(
    (request) => {
      received.push({ path: request.path, headers: request.headers, rawBody: request.rawBody });
      return { status: 200, body: { received: true } };
    },
    { failures: [] },
  );
  return {
    url: (name: string) => `${server.url}/webhooks/${name}`,
    received,
    last() {
      const last = received.at(-1);
      if (!last) throw new Error('no callback received');
      return last;
    },
    close: server.close,
  };
}
