// `npm test`: every check, in order; fails if any part fails. The API integration suite runs on the
// embedded database (PGlite) and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
import { spawnSync } from 'node:child_process';

const withoutServerDb = { ...process.env };
delete withoutServerDb.TEST_DATABASE_URL;

const steps = [
  ['lint', 'npm run lint', process.env],
  ['typecheck', 'npm run typecheck', process.env],
  ['unit + component tests (shared, web)', 'npx vitest run --project shared --project web', process.env],
  ['API integration tests on PGlite', 'npx vitest run --project api', withoutServerDb],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API integration tests on PostgreSQL', 'npx vitest run --project api', process.env]);
} else {
  console.log('(TEST_DATABASE_URL is not set: the API suite runs on PGlite only)');
}
steps.push(['build', 'npm run build', process.env]);
// First-load JavaScript budgets (issue 12): fails when a guest route is over (a few seconds).
steps.push(['first-load JavaScript budgets', 'npm run bench:bundle', process.env]);
steps.push(['end-to-end tests (Chromium)', 'npx playwright test', process.env]);

const results = [];
for (const [name, command, env] of steps) {
  console.log(`\n━━ ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ name, ok: status === 0, seconds });
  console.log(`━━ ${name}: ${status === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
