import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { issueTickets } from '../modules/tickets';
import { describeDemoAccounts } from '../server';
import { runCli } from './run-cli';

await runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    await seedDemoData(database.db, {
      dataDir: config.dataDir,
      issueTickets: (tx, bookingId) => issueTickets(tx, config, bookingId),
    });
    console.log(`Demo data loaded.\n${describeDemoAccounts()}`);
  } finally {
    await database.close();
  }
});
