// Rotates the access-token signing key of the database the server uses (platform/secrets.ts).
//
//   npm run keys:rotate                (the new key becomes current in 90 s, once every server has read it)
//   npm run keys:rotate -- --now       (current at once on this server, on the others within a minute; a server
//                                       that has not re-read the keys does so when a token names the new key)
//
// Reads the same configuration as the server (DATABASE_URL, JWT_SECRET, …). Tokens signed with the old key stay
// valid until they expire (ACCESS_TOKEN_SECONDS). With the embedded database (no DATABASE_URL) stop the server first:
// its data folder belongs to one process at a time (or let SIGNING_KEY_ROTATE_DAYS rotate the keys by age).
import { loadConfig } from '../server/src/config.ts';
import { createDbLog, openDb } from '../server/src/db/index.ts';
import { openSecrets } from '../server/src/platform/secrets.ts';

const config = loadConfig();
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  inMemory: false,
  embedded: config.embeddedDb,
  embeddedOsUser: config.embeddedPgUser,
  log: createDbLog(config.logLevel === 'info' ? 'warn' : config.logLevel),
});
try {
  const { signingKeys } = await openSecrets(db, config);
  const before = await signingKeys.current();
  const kid = await signingKeys.rotate({ activeInSeconds: process.argv.includes('--now') ? 0 : undefined });
  console.log(`signing key ${kid} added (replacing ${before.kid}); tokens of ${before.kid} stay valid until they expire`);
} finally {
  await db.close();
}
