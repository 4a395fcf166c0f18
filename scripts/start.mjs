// `npm start`: builds the web app and the server when their build is missing or older than the
// sources, then runs the server (which migrates, seeds on first start and serves both on one port).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

function stale(output, inputs) {
  const out = join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

const shared = ['packages/shared/src', 'packages/shared/package.json'];
const builds = [
  {
    name: 'web app',
    // The server renderer is built last: its presence means the whole web build is there.
    output: 'apps/web/dist-server/entry-server.js',
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
    command: 'npm run build -w @dala/web',
  },
  {
    name: 'server',
    output: 'apps/api/dist/main.js',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared],
    command: 'npm run build -w @dala/api',
  },
];

for (const build of builds) {
  if (stale(build.output, build.inputs)) {
    console.log(`Building the ${build.name}…`);
    execSync(build.command, { cwd: root, stdio: 'inherit' });
  }
}

// `npm start` is the demo: with no payment provider configured, payments go through the built-in
// sandbox (no real money), which production refuses unless it is allowed explicitly — as here.
const providerVars = ['SELCOM_API_KEY', 'CLICKPESA_CLIENT_ID', 'AZAMPAY_CLIENT_ID'];
if (process.env.PAYMENTS_ALLOW_SANDBOX === undefined && !providerVars.some((v) => process.env[v])) {
  process.env.PAYMENTS_ALLOW_SANDBOX = 'true';
}

await import(join(root, 'apps/api/dist/main.js'));
