// Measures the 10 s notification and message poll (GET /common/new-notifications-messages) through app.inject:
// p50/p95 of 300 polls answered 304 (the ETag matches) and of 300 answered 200 (no If-None-Match), first on the demo
// seed, then with a heavy inbox (5,000 notifications, 2,000 messages) for the same user.
//   node --import tsx scripts/bench-polling.ts          (PGlite in memory)
//   DATABASE_URL=postgres://… node --import tsx scripts/bench-polling.ts   (an empty PostgreSQL database)
import { loadConfig } from '../server/src/config.ts';
import { migrate, openDb } from '../server/src/db/index.ts';
import { seedDemo } from '../server/src/seed/index.ts';
import { buildApp } from '../server/src/app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/src/seed/demo-users.ts';

const POLLS = 300;

const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await openDb(databaseUrl ? { databaseUrl } : { inMemory: true });
await migrate(db);
await seedDemo(db);
const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, { inMemoryDb: !databaseUrl, spaDir: '/nonexistent' });
const app = await buildApp(db, config);
await app.ready();

const student = DEMO_USERS.find((u) => u.key === 'student')!;
const login = await app.inject({ method: 'POST', url: `${config.portalBase}/login`, payload: { email: student.email, password: DEMO_PASSWORD } });
const { token, user } = login.json().data as { token: string; user: { user_id: number } };
const url = `${config.portalBase}/common/new-notifications-messages`;

async function measure(label: string, etag: string | null, expected: number) {
  const times: number[] = [];
  for (let i = 0; i < POLLS + 20; i++) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (etag) headers['if-none-match'] = etag;
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - started;
    if (response.statusCode !== expected) throw new Error(`${label}: expected ${expected}, got ${response.statusCode} ${response.body}`);
    if (i >= 20) times.push(ms); // the first 20 warm up
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(2);
  console.log(`${label.padEnd(44)} n=${times.length}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${times.at(-1)!.toFixed(2)} ms`);
}

async function run(title: string) {
  const first = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const etag = String(first.headers.etag);
  const body = first.json().data;
  console.log(`\n${title}: ${body.unread_notifications_count} unread notifications, ${body.unread_messages_count} unread messages, ${first.body.length} bytes`);
  await measure('304 (If-None-Match matches, empty body)', etag, 304);
  await measure('200 (no If-None-Match, full body)', null, 200);
}

console.log(`database: ${db.kind}${databaseUrl ? '' : ' (in memory)'}; every poll goes through the whole stack (token, role, validation, handler)`);
await run('demo seed');

const counselor = (await db.query<{ user_id: number }>(`SELECT user_id FROM users WHERE email = 'counselor@demo.unipath.test'`)).rows[0].user_id;
await db.query(
  `INSERT INTO notifications (user_id, name, heading, body, link, read_at)
   SELECT $1, 'bench_item', 'Notification ' || g, 'Text of notification ' || g, '/home', CASE WHEN g % 3 = 0 THEN NULL ELSE now() END
     FROM generate_series(1, 5000) g`,
  [user.user_id],
);
await db.query(
  `INSERT INTO chat_messages (sender_user_id, receiver_user_id, message, read_at)
   SELECT CASE WHEN g % 2 = 0 THEN $1::int ELSE $2::int END, CASE WHEN g % 2 = 0 THEN $2::int ELSE $1::int END, 'Message ' || g,
          CASE WHEN g % 4 = 1 THEN NULL ELSE now() END
     FROM generate_series(1, 2000) g`,
  [user.user_id, counselor],
);
await db.exec('ANALYZE notifications; ANALYZE chat_messages');
await run('heavy inbox (+5,000 notifications, +2,000 messages)');

await app.close();
await db.close();
