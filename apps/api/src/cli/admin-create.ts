import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { AdminCreateError, createAdmin } from '../modules/admin/admin.service';
import { StartError } from '../server';
import { runCli } from './run-cli';

const USAGE =
  'Usage: npm run admin:create -- --email admin@example.com --password "a long passphrase" [--first-name Amani] [--last-name Kweka]';

await runCli(async () => {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new StartError(`${(err as Error).message}\n${USAGE}`);
  }
  if (!values.email || !values.password) throw new StartError(USAGE);

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const result = await createAdmin(database.db, {
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    }).catch((err: unknown) => {
      // A bad argument is one line for the operator, like every other known CLI problem.
      throw err instanceof AdminCreateError ? new StartError(err.message) : err;
    });
    console.log(
      result.created
        ? `Admin ${values.email.trim().toLowerCase()} created. Sign in at ${config.publicUrl}/login`
        : `Admin ${values.email.trim().toLowerCase()} already existed: password updated, other sessions signed out.`,
    );
  } finally {
    await database.close();
  }
});
