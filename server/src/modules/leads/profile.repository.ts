// The SQL of the lead-tool profile: a user's saved profile over their account (defaults from the account when never
// saved), and the save that replaces it.
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';

export type LeadProfile = LeadsSchemas['LeadProfile'];
export type ProfileFields = Omit<LeadProfile, 'user_id' | 'first_name' | 'last_name' | 'email' | 'user_type' | 'updated_at'>;

type ProfileRow = Omit<LeadProfile, 'updated_at'> & { updated_at: Date | string | null };

export async function findProfile(db: Queryable, userId: number): Promise<LeadProfile | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT u.user_id, u.first_name, u.last_name, u.email, u.user_type,
            coalesce(p.sender_name, concat_ws(' ', u.first_name, u.last_name)) AS sender_name,
            coalesce(p.reply_to_email, u.email) AS reply_to_email,
            p.signature_html, p.whatsapp_number, p.designation,
            CASE WHEN p.user_id IS NULL THEN u.organisation ELSE p.company_name END AS company_name,
            p.website, p.working_hours, p.updated_at
       FROM users u LEFT JOIN lead_profiles p ON p.user_id = u.user_id
      WHERE u.user_id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
  const row = rows[0];
  return row && { ...row, updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString() };
}

/** Replaces the user's profile (fields left out are stored as null). */
export async function saveProfile(tx: Queryable, userId: number, fields: ProfileFields, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO lead_profiles (user_id, sender_name, reply_to_email, signature_html, whatsapp_number, designation,
                                company_name, website, working_hours, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (user_id) DO UPDATE SET
       sender_name = EXCLUDED.sender_name, reply_to_email = EXCLUDED.reply_to_email,
       signature_html = EXCLUDED.signature_html, whatsapp_number = EXCLUDED.whatsapp_number,
       designation = EXCLUDED.designation, company_name = EXCLUDED.company_name, website = EXCLUDED.website,
       working_hours = EXCLUDED.working_hours, updated_at = EXCLUDED.updated_at`,
    [
      userId, fields.sender_name, fields.reply_to_email, fields.signature_html, fields.whatsapp_number, fields.designation,
      fields.company_name, fields.website, fields.working_hours === null ? null : JSON.stringify(fields.working_hours),
      now.toISOString(),
    ],
  );
}
