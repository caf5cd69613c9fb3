import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { TokenError, verifyAccessToken, type TokenConfig } from '../auth/tokens.ts';
import type { Operation } from './contract.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';
import { reach, type Caller } from './ownership.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    operation: Operation;
  }
}

type CallerRow = {
  user_id: number;
  user_type: Caller['role'];
  first_name: string;
  last_name: string;
  email: string;
  franchise_type: Caller['franchiseType'];
  master_franchise_id: number | null;
  session_live: boolean;
};

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : '';
}

/** Reads and checks the bearer token and loads the caller; null when there is no Authorization header. */
export async function authenticate(db: Db, config: TokenConfig, request: FastifyRequest): Promise<Caller | null> {
  const token = bearer(request);
  if (token === null) return null;
  if (token === '') throw unauthorized('the authorization header must be: Bearer <token>');
  let claims;
  try {
    claims = await verifyAccessToken(config, token);
  } catch (error) {
    if (error instanceof TokenError) throw unauthorized(`invalid or expired token: ${error.message}`);
    throw error;
  }
  const { rows } = await db.query<CallerRow>(
    `SELECT u.user_id, u.user_type, u.first_name, u.last_name, u.email, u.franchise_type, u.master_franchise_id,
            (s.revoked_at IS NULL AND s.expires_at > now()) AS session_live
       FROM users u JOIN auth_sessions s ON s.session_id = $2::uuid AND s.user_id = u.user_id
      WHERE u.user_id = $1 AND u.deleted_at IS NULL AND u.active`,
    [claims.userId, claims.sessionId],
  );
  const row = rows[0];
  if (!row || !row.session_live) throw unauthorized('invalid or expired token: the session has ended');
  return {
    userId: row.user_id,
    role: row.user_type,
    sessionId: claims.sessionId,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    franchiseType: row.franchise_type,
    masterFranchiseId: row.master_franchise_id,
  };
}

/** Before validation: 401 without a valid token, 403 when the caller's role may not call the operation. */
export function makeRoleCheck(db: Db, config: TokenConfig, operation: Operation) {
  return async function checkRole(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    request.operation = operation;
    if (operation.access.public) {
      request.caller = null;
      return;
    }
    const caller = await authenticate(db, config, request);
    if (!caller) throw unauthorized();
    request.caller = caller;
    if (!operation.access.roles.includes(caller.role)) {
      throw forbidden(`a ${caller.role} may not call ${operation.operationId}`);
    }
  };
}

function fieldValue(request: FastifyRequest, where: 'path' | 'query' | 'body', name: string): unknown {
  const source = where === 'path' ? request.params : where === 'query' ? request.query : request.body;
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
}

/** After validation: every field that names an owned resource must name one the caller reaches. */
export function makeOwnershipCheck(db: Db, operation: Operation) {
  const rules = operation.access.public ? [] : operation.access.owns;
  return async function checkOwnership(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const caller = request.caller;
    if (!caller || rules.length === 0) return;
    for (const rule of rules) {
      const raw = fieldValue(request, rule.in, rule.name);
      if (raw === undefined || raw === null || raw === '') continue;
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        const verdict = await reach(db, caller, rule.kind, value);
        if (verdict === 'not_found') throw notFound(`${rule.in}/${rule.name}: no ${rule.kind.replace('_', ' ')} ${String(value)}`);
        if (verdict === 'forbidden') throw forbidden(`${rule.in}/${rule.name}: ${rule.kind.replace('_', ' ')} ${String(value)} is not yours`);
      }
    }
  };
}
