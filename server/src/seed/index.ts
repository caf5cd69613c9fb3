import type { Db } from '../db/types.ts';
import { seedCatalog } from './catalog.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedPayments } from './payments.ts';
import { seedMessaging } from './messaging.ts';
import { seedApplications } from './applications.ts';
import { seedStudentFiles } from './studentfiles.ts';
import { seedTasks } from './tasks.ts';
import { seedLeads } from './leads.ts';
import { seedNurturing } from './nurturing.ts';
import { seedAccommodation } from './accommodation.ts';

export type SeedResult = { seeded: boolean; ms: number };

/** Seeds the deterministic demo data into an empty database (no users yet), in one transaction. */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const started = performance.now();
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0].n > 0) return { seeded: false, ms: 0 };
  await db.transaction(async (tx) => {
    await seedCatalog(tx);
    const ids = await seedDemoUsers(tx);
    await seedPayments(tx, ids);
    await seedApplications(tx, ids);
    await seedStudentFiles(tx, ids);
    await seedMessaging(tx, ids);
    await seedTasks(tx, ids);
    await seedLeads(tx, ids);
    await seedNurturing(tx, ids);
    await seedAccommodation(tx, ids);
  });
  return { seeded: true, ms: Math.round(performance.now() - started) };
}
