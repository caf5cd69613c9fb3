// The only file that starts a process: configuration, database, migrations, demo data, listen, graceful shutdown.
import { loadConfig } from './config.ts';
import { openDb, migrate, createDbLog } from './db/index.ts';
import { withMigrationLock } from './db/migrate.ts';
import { seedDemo } from './seed/index.ts';
import { buildApp } from './app.ts';
import { jobsSettings } from './platform/jobs/index.ts';
import { makeFileStorage } from './platform/files.ts';
import { moveDiskFilesIntoStore } from './platform/files-move.ts';

const config = loadConfig();
// Without DATABASE_URL the embedded PostgreSQL starts in DATA_DIR/postgres (and db.close() stops it).
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  inMemory: config.inMemoryDb,
  embedded: config.embeddedDb,
  embeddedOsUser: config.embeddedPgUser,
  log: createDbLog(config.logLevel),
});
const applied = await migrate(db);
// The demo seed runs under the migration lock too: of two servers starting at once, one seeds, the other finds the data.
const seed = config.seedDemo ? await withMigrationLock(db, seedDemo) : { seeded: false, ms: 0 };
// Files live where every server reads them (the database by default); files an earlier version kept under FILES_DIR
// move into it now (idempotent; the log says how many).
const files = makeFileStorage(db, config);
const app = await buildApp(db, config, { files });
await moveDiskFilesIntoStore(config.filesDir, files, app.log);
// The modules' background work on the job queue (sending mail, erasing closed accounts after their grace period, …),
// each job and each period's scheduled work once across servers. JOBS_WORKER=false makes a server that only answers.
if (jobsSettings().worker) app.jobs.start();
app.log.info(
  { database: db.kind, files: files.kind, migrations: applied, seeded: seed.seeded, seedMs: seed.ms, pendingOperations: app.pending.length },
  'database ready',
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close(); // stops the job worker after the jobs it is running
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`Unipath is listening on http://${config.host}:${config.port}/ (portal API ${config.portalBase}, leads API ${config.leadsBase})`);
