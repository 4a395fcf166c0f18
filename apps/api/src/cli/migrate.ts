import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedReferenceData } from '../db/seed';
import { runCli } from './run-cli';

await runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const applied = await migrate(database.db);
    await seedReferenceData(database.db);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await database.close();
  }
});
