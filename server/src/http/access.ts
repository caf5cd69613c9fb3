// The contract's access rules on every operation: who may call it (x-access.roles, before validation) and which
// fields must name records the caller reaches (x-access.owns, after validation). The rules themselves are the
// domain's (server/src/domain/access); this file reads them off the request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { TokenError, verifyAccessToken, type TokenConfig } from '../auth/tokens.ts';
import type { Caller } from '../domain/caller.ts';
import { Forbidden, Unauthorized } from '../domain/errors.ts';
import { assertReach, findSessionCaller } from '../domain/access/index.ts';
import type { Operation } from './contract.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    operation: Operation;
  }
}

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
  if (token === '') throw new Unauthorized('the authorization header must be: Bearer <token>');
  let claims;
  try {
    claims = await verifyAccessToken(config, token);
  } catch (error) {
    if (error instanceof TokenError) throw new Unauthorized(`invalid or expired token: ${error.message}`);
    throw error;
  }
  const caller = await findSessionCaller(db, claims.userId, claims.sessionId);
  if (!caller) throw new Unauthorized('invalid or expired token: the session has ended');
  return caller;
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
    if (!caller) throw new Unauthorized();
    request.caller = caller;
    if (!operation.access.roles.includes(caller.role)) {
      throw new Forbidden(`a ${caller.role} may not call ${operation.operationId}`);
    }
  };
}

function fieldValue(request: FastifyRequest, where: 'path' | 'query' | 'body', name: string): unknown {
  const source = where === 'path' ? request.params : where === 'query' ? request.query : request.body;
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
}

/** After validation: every field that names an owned record must name one the caller reaches. */
export function makeOwnershipCheck(db: Db, operation: Operation) {
  const rules = operation.access.public ? [] : operation.access.owns;
  return async function checkOwnership(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const caller = request.caller;
    if (!caller || rules.length === 0) return;
    for (const rule of rules) {
      const raw = fieldValue(request, rule.in, rule.name);
      if (raw === undefined || raw === null || raw === '') continue;
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        await assertReach(db, caller, rule.kind, value, `${rule.in}/${rule.name}`);
      }
    }
  };
}
