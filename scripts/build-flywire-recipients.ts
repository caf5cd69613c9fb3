// Builds the local transfer provider's recipients (server/src/modules/payments/recipients/flywire-recipients.json) from our
// catalogue: one recipient per university of the demo catalogue, billed in its country's currency, with a
// recipient code of the provider's form (three letters, or five characters starting with a letter).
//
//   node --import tsx scripts/build-flywire-recipients.ts
//
// The file is committed; run this again when the catalogue's generator changes. The server's sync job reads the file
// through the local provider (payments/flywire.provider.ts) exactly as it reads the real provider's answers.
import { writeFileSync } from 'node:fs';
import { migrate, openDb } from '../server/src/db/index.ts';
import { seedCatalog } from '../server/src/seed/catalog.ts';
import { LOCAL_RECIPIENTS_FILE, type ProviderRecipient } from '../server/src/modules/payments/flywire.provider.ts';

type Row = { name: string; iso2: string; currency: string; city: string | null; logo_url: string | null };

/** The payers are students in India: they pay from rupees, or from dollars, or in the university's own currency. */
const PAYER_CURRENCIES = ['INR', 'USD'];
const PAYMENT_TYPES = [
  { code: 'bank_transfer', name: 'Bank transfer' },
  { code: 'credit_card', name: 'Card' },
];
const FIELDS = [
  { name: 'student_id', label: 'Student ID at the university', required: true },
  { name: 'student_first_name', label: "Student's first name", required: true },
  { name: 'student_last_name', label: "Student's last name", required: true },
  { name: 'student_email', label: "Student's email", required: true },
  { name: 'date_of_birth', label: "Student's date of birth", required: false },
];

/** A code of the provider's form: the initials of the name's words, then letters and digits until one is free. */
function codeFor(name: string, taken: Set<string>): string {
  const letters = name.toUpperCase().replace(/[^A-Z ]/g, ' ').split(/\s+/).filter((w) => w && !['OF', 'THE', 'AND', 'FOR', 'DE'].includes(w));
  const initials = letters.map((w) => w[0]).join('');
  const base = (initials + letters.join('')).slice(0, 3).padEnd(3, 'X');
  if (!taken.has(base)) return base;
  for (let n = 0; n < 36 * 36; n++) {
    const code = `${base}${n.toString(36).toUpperCase().padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
  throw new Error(`no free recipient code for ${name}`);
}

const db = await openDb({ inMemory: true });
try {
  await migrate(db);
  await seedCatalog(db);
  const { rows } = await db.query<Row>(
    `SELECT u.name, k.iso2, k.currency, c.name AS city, u.logo_url
       FROM universities u JOIN countries k ON k.country_id = u.country_id LEFT JOIN cities c ON c.city_id = u.city_id
      ORDER BY u.university_id`,
  );
  const taken = new Set<string>();
  const recipients: ProviderRecipient[] = rows.map((row) => {
    const code = codeFor(row.name, taken);
    taken.add(code);
    return {
      id: code,
      name: row.name,
      country: row.iso2,
      city: row.city,
      currency: row.currency,
      payment_types: PAYMENT_TYPES,
      payer_currencies: [...new Set([...PAYER_CURRENCIES, row.currency])].sort(),
      fields: FIELDS,
      logo_url: row.logo_url,
    };
  });
  writeFileSync(LOCAL_RECIPIENTS_FILE, `{"recipients": [\n${recipients.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`);
  console.log(`wrote ${recipients.length} recipients to ${LOCAL_RECIPIENTS_FILE}`);
} finally {
  await db.close();
}
