import { parseArgs } from 'node:util';
import { startProviderStandins } from './index';

/**
 * The three provider stand-ins as a process of their own, beside a running app (the e2e suite):
 *
 *   node --import tsx apps/api/test/support/provider-standins/serve.ts \
 *     --selcom 4101 --clickpesa 4102 --azampay 4103 --webhook-base http://127.0.0.1:3000/api
 *
 * Ports default to random ones. Prints one JSON line `{ "selcom": url, "clickpesa": url, "azampay":
 * url, "env": { … } }` (the variables that point the app at them), then serves until SIGINT/SIGTERM.
 * A test drives the payer and the payouts over HTTP: `POST <url>/__control/charges/<our reference>/approve`
 * (or `decline`), `POST <url>/__control/payouts/<our reference>/complete` (`fail`, `reverse`; ClickPesa).
 */
const { values } = parseArgs({
  options: {
    selcom: { type: 'string' },
    clickpesa: { type: 'string' },
    azampay: { type: 'string' },
    'webhook-base': { type: 'string' },
  },
});
const port = (value: string | undefined) => (value === undefined ? undefined : Number(value));

const standins = await startProviderStandins({
  webhookBase: values['webhook-base'],
  ports: { selcom: port(values.selcom), clickpesa: port(values.clickpesa), azampay: port(values.azampay) },
});
process.stdout.write(
  `${JSON.stringify({
    selcom: standins.selcom.url,
    clickpesa: standins.clickpesa.url,
    azampay: standins.azampay.url,
    env: standins.env,
  })}\n`,
);
const stop = () => {
  void standins.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
