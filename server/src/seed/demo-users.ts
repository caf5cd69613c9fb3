import type { Queryable } from '../db/types.ts';
import type { Role } from '../http/contract.ts';
import { hashPassword } from '../auth/passwords.ts';

/** The password of every demo account (README: "Demo accounts"). */
export const DEMO_PASSWORD = 'Unipath@2026';

type DemoUser = {
  key: string;
  role: Role;
  first: string;
  last: string;
  email: string;
  mobile: string;
  organisation?: string;
  franchise?: 'master' | 'area';
  master?: string;
  agent?: string;
  sc?: string;
  staff?: string[];
};

const STAFF_OF_DEMO_STUDENT = ['counselor', 'operations', 'visa', 'support'];

/** One account per role (the README lists them), then students linked to them in every way the access rules know. */
export const DEMO_USERS: readonly DemoUser[] = [
  { key: 'counselor', role: 'counselor', first: 'Priya', last: 'Nair', email: 'counselor@demo.unipath.test', mobile: '9810000002' },
  { key: 'operations', role: 'operations', first: 'Vikram', last: 'Rao', email: 'operations@demo.unipath.test', mobile: '9810000003' },
  { key: 'visa', role: 'visa', first: 'Meera', last: 'Iyer', email: 'visa@demo.unipath.test', mobile: '9810000004' },
  { key: 'manager', role: 'operations_manager', first: 'Anil', last: 'Kapoor', email: 'opsmanager@demo.unipath.test', mobile: '9810000005' },
  { key: 'agent', role: 'agent', first: 'Rahul', last: 'Mehta', email: 'agent@demo.unipath.test', mobile: '9810000006', organisation: 'Bright Future Overseas' },
  { key: 'franchise', role: 'franchise', first: 'Sunita', last: 'Verma', email: 'franchise@demo.unipath.test', mobile: '9810000007', organisation: 'Unipath North (master franchise)', franchise: 'master' },
  { key: 'area', role: 'franchise', first: 'Karan', last: 'Singh', email: 'area-franchise@demo.unipath.test', mobile: '9810000008', organisation: 'Unipath Chandigarh (area franchise)', franchise: 'area', master: 'franchise' },
  { key: 'support', role: 'student_support', first: 'Deepa', last: 'Menon', email: 'support@demo.unipath.test', mobile: '9810000009' },
  { key: 'accounts', role: 'accounts', first: 'Rohit', last: 'Gupta', email: 'accounts@demo.unipath.test', mobile: '9810000010' },
  { key: 'sc', role: 'school_counselor', first: 'Farah', last: 'Khan', email: 'schoolcounselor@demo.unipath.test', mobile: '9810000011', organisation: 'Delhi Public School, Noida' },
  { key: 'student', role: 'student', first: 'Aarav', last: 'Sharma', email: 'student@demo.unipath.test', mobile: '9810000001', agent: 'agent', sc: 'sc', staff: STAFF_OF_DEMO_STUDENT },
  { key: 's-ananya', role: 'student', first: 'Ananya', last: 'Reddy', email: 'ananya.reddy@demo.unipath.test', mobile: '9810000101', agent: 'agent', staff: ['counselor'] },
  { key: 's-ishaan', role: 'student', first: 'Ishaan', last: 'Patel', email: 'ishaan.patel@demo.unipath.test', mobile: '9810000102', agent: 'agent', staff: ['counselor', 'visa'] },
  { key: 's-diya', role: 'student', first: 'Diya', last: 'Joshi', email: 'diya.joshi@demo.unipath.test', mobile: '9810000103', agent: 'franchise', staff: ['operations'] },
  { key: 's-kabir', role: 'student', first: 'Kabir', last: 'Malhotra', email: 'kabir.malhotra@demo.unipath.test', mobile: '9810000104', agent: 'area', staff: ['counselor'] },
  { key: 's-saanvi', role: 'student', first: 'Saanvi', last: 'Das', email: 'saanvi.das@demo.unipath.test', mobile: '9810000105', agent: 'area', staff: ['support'] },
  { key: 's-arjun', role: 'student', first: 'Arjun', last: 'Bose', email: 'arjun.bose@demo.unipath.test', mobile: '9810000106', sc: 'sc', staff: ['counselor'] },
  { key: 's-myra', role: 'student', first: 'Myra', last: 'Chopra', email: 'myra.chopra@demo.unipath.test', mobile: '9810000107', sc: 'sc' },
  { key: 's-vihaan', role: 'student', first: 'Vihaan', last: 'Kulkarni', email: 'vihaan.kulkarni@demo.unipath.test', mobile: '9810000108', staff: ['operations', 'visa'] },
  // Nobody but the operations manager and accounts reaches her: the "someone else's student" of the access tests.
  { key: 's-zara', role: 'student', first: 'Zara', last: 'Ali', email: 'zara.ali@demo.unipath.test', mobile: '9810000109' },
];

/** Inserts the demo users in a fixed order (stable ids) with their links and staff assignments. */
export async function seedDemoUsers(db: Queryable): Promise<Record<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, number> = {};
  for (const user of DEMO_USERS) {
    const { rows } = await db.query<{ user_id: number }>(
      `INSERT INTO users (user_type, first_name, last_name, email, mobile, password_hash, organisation, franchise_type,
                          master_franchise_id, agent_user_id, sc_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING user_id`,
      [
        user.role, user.first, user.last, user.email, user.mobile, passwordHash, user.organisation ?? null,
        user.franchise ?? null, user.master ? ids[user.master] : null, user.agent ? ids[user.agent] : null,
        user.sc ? ids[user.sc] : null,
      ],
    );
    ids[user.key] = rows[0].user_id;
    for (const staff of user.staff ?? []) {
      await db.query('INSERT INTO staff_assignments (staff_user_id, student_user_id) VALUES ($1, $2)', [ids[staff], ids[user.key]]);
    }
  }
  return ids;
}

/**
 * The id of a demo user by key, for the areas' seeds (`ids` is what seedDemoUsers answered). An unknown key, a typo in
 * an area's demo data, stops the seed with the seed's name and the key rather than inserting a null.
 */
export function demoUserId(ids: Record<string, number>, seed: string): (key: string) => number {
  return (key) => {
    if (!(key in ids)) throw new Error(`${seed}: no demo user ${key}`);
    return ids[key];
  };
}
