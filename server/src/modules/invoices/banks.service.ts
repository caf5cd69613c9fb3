// Payout bank accounts of agents and franchises, and users' signature images (PNG or JPEG by content, at most 1 MB).
import type { PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Forbidden, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './banks.repository.ts';

export const SIGNATURE_MAX_BYTES = 1024 * 1024;
type Signature = PortalSchemas['Signature'];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
/** The image type by its magic bytes, never by its name or declared type. */
export function imageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

const isOwnerRole = (caller: Caller) => caller.role === 'agent' || caller.role === 'franchise';

export function makeBanksService({ db, files }: Pick<Deps, 'db' | 'files'>) {
  async function bytesOf(row: repo.SignatureRow): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await files.read(row.file_key)) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async function toSignature(row: repo.SignatureRow | undefined): Promise<Signature | null> {
    if (!row) return null;
    return {
      user_id: row.user_id,
      signature_url: `data:${row.content_type};base64,${(await bytesOf(row)).toString('base64')}`,
      content_type: row.content_type,
      size_bytes: row.size_bytes,
      uploaded_at: new Date(row.uploaded_at).toISOString(),
    };
  }

  return {
    /** Agents and franchises: their own accounts in full; accounts: everyone's (or one user's), numbers masked. */
    list(caller: Caller, query: PortalQuery<'listBanks'>) {
      if (isOwnerRole(caller) && query.user_id !== undefined && query.user_id !== caller.userId) {
        throw new Forbidden('you may list only your own bank accounts', [{ field: 'querystring/user_id', message: 'is not you' }]);
      }
      const userId = isOwnerRole(caller) ? caller.userId : query.user_id;
      return repo.listBanks(db, userId, !isOwnerRole(caller), pageWindow(query));
    },

    async get(caller: Caller, bankId: number) {
      const bank = await repo.findBank(db, bankId);
      if (!bank) throw new NotFound(`path/id: no bank account ${bankId}`);
      if (isOwnerRole(caller) && bank.user_id !== caller.userId) throw new Forbidden(`path/id: bank account ${bankId} is not yours`);
      return bank;
    },

    /** Adds (created) or updates one of the caller's accounts; the first is primary, a new primary demotes the others. */
    async save(caller: Caller, body: repo.BankBody): Promise<{ bank: repo.BankAccount; created: boolean }> {
      if (body.country_code === 'IN' && !body.ifsc_code) {
        throw new Unprocessable('an Indian account needs its IFSC', [{ field: 'body/ifsc_code', message: 'is required for country IN' }]);
      }
      return db.transaction(async (tx) => {
        const mine = await repo.lockUserBanks(tx, caller.userId);
        const bankId = body.bank_id ?? null;
        if (bankId !== null && !mine.some((b) => b.bank_id === bankId)) {
          const owner = await repo.ownerOfBank(tx, bankId);
          if (owner === undefined) throw new NotFound(`body/bank_id: no bank account ${bankId}`);
          throw new Forbidden(`body/bank_id: bank account ${bankId} is not yours`);
        }
        if (await repo.accountNumberTaken(tx, caller.userId, body.account_number, bankId)) {
          throw new Conflict('you have already saved this account number', [{ field: 'body/account_number', message: 'is already saved' }]);
        }
        const others = mine.filter((b) => b.bank_id !== bankId).length;
        const primary = body.is_primary || others === 0;
        if (primary) await repo.clearPrimary(tx, caller.userId);
        const id = bankId ?? (await repo.insertBank(tx, caller.userId, body, primary));
        if (bankId !== null) await repo.updateBank(tx, bankId, body, primary);
        return { bank: (await repo.findBank(tx, id))!, created: bankId === null };
      });
    },

    /** Stores a new signature and forgets the old file once the row names the new one. */
    async uploadSignature(caller: Caller, bytes: Buffer): Promise<Signature> {
      const type = imageType(bytes);
      if (!type) throw new Unprocessable('a signature is a PNG or JPEG image', [{ field: 'body/file', message: 'is not a PNG or JPEG image' }]);
      const key = await files.save(bytes);
      let old: string | null;
      try {
        old = await db.transaction((tx) => repo.replaceSignature(tx, caller.userId, key, type, bytes.length));
      } catch (error) {
        await files.remove(key);
        throw error;
      }
      if (old) await files.remove(old).catch(() => undefined);
      return (await toSignature(await repo.findSignature(db, caller.userId)))!;
    },

    async signatureOf(userId: number) {
      return toSignature(await repo.findSignature(db, userId));
    },

    /** The image and name a printed invoice shows for the person who issued it; null when they uploaded none. */
    async signatory(userId: number): Promise<{ bytes: Buffer; signedBy: string } | null> {
      const row = await repo.findSignatory(db, userId);
      return row ? { bytes: await bytesOf(row), signedBy: row.name } : null;
    },
  };
}

export type BanksService = ReturnType<typeof makeBanksService>;
