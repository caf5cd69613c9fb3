// The Idempotency-Key rule of the nurturing calls that send or spend (a campaign start, a mail, a WhatsApp message,
// an enrolment): the first call with a key claims it in its transaction; a later call with the same key and body
// gets the first call's answer, with another body a 409, and while the first is still running a 409 too.
import type { Queryable } from '../../db/types.ts';
import { Conflict } from '../../domain/errors.ts';
import { claimKey, keepAnswer } from './campaigns.repository.ts';

/** Claims `key` in `tx`; answers the kept answer of an earlier call with the same body, undefined for a first call. */
export async function claimIdempotencyKey(tx: Queryable, userId: number, operation: string, key: string, bodyHash: string): Promise<unknown> {
  const kept = await claimKey(tx, userId, operation, key, bodyHash);
  if (!kept) return undefined;
  if (kept.body_hash !== bodyHash) throw new Conflict('this Idempotency-Key was used with another body');
  if (kept.answer === null) throw new Conflict('a request with this Idempotency-Key is still running');
  return kept.answer;
}

/**
 * Answers a call once per key in `tx`: a repeat gets the kept answer; a first call runs `run`, and its answer is kept
 * with `status` for the repeats.
 */
export async function answerOnce<T>(
  tx: Queryable, userId: number, operation: string, key: string, bodyHash: string, status: number, run: () => Promise<T>,
): Promise<T> {
  const kept = await claimIdempotencyKey(tx, userId, operation, key, bodyHash);
  if (kept) return kept as T;
  const answer = await run();
  await keepAnswer(tx, userId, operation, key, status, answer);
  return answer;
}
