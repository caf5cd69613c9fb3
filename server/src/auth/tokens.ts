import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '../http/contract.ts';

export type TokenConfig = {
  jwtSecret: Uint8Array;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenSeconds: number;
};

export type AccessClaims = { userId: number; role: Role; sessionId: string };

/** Only this algorithm is accepted; `alg: none` and every other algorithm fail verification. */
const ALGORITHMS = ['HS256'];

export async function signAccessToken(config: TokenConfig, claims: AccessClaims): Promise<string> {
  return new SignJWT({ typ: 'access', role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(config.jwtIssuer)
    .setAudience(config.jwtAudience)
    .setIssuedAt()
    .setJti(randomBytes(12).toString('base64url'))
    .setExpirationTime(`${config.accessTokenSeconds}s`)
    .sign(config.jwtSecret);
}

export class TokenError extends Error {}

/** Checks signature, algorithm, issuer, audience, expiry and that it is an access token. */
export async function verifyAccessToken(config: TokenConfig, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ALGORITHMS,
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      requiredClaims: ['exp', 'sub', 'iat'],
    });
    if (payload.typ !== 'access') throw new TokenError('not an access token');
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1 || typeof payload.sid !== 'string') throw new TokenError('malformed claims');
    return { userId, role: payload.role as Role, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new TokenError('token expired');
    throw new TokenError('invalid token');
  }
}

/** An opaque refresh token: `<session id>.<secret>`; only the secret's hash is stored. */
export function newRefreshSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
