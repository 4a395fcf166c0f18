// `npm run bench`: every benchmark the repository has, one after another. Figures are printed, never
// asserted in tests (a loaded CI machine must not fail a build on timing).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:'));
let failed = 0;
for (const name of benches) {
  console.log(`\n━━ npm run ${name}`);
  const { status } = spawnSync('npm', ['run', name], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
