import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '../http/contract.ts';

/** One HMAC signing key and the id a token names it by (its `kid` header). */
export type SigningKey = { kid: string; secret: Uint8Array };

/**
 * The signing keys every server shares (platform/secrets.ts keeps them in the database): new tokens are signed with
 * the current one; a token is checked with the key its `kid` names while that key is still accepted.
 */
export type KeyRing = {
  current(): Promise<SigningKey>;
  /** The secret of key `kid`, or undefined when it is unknown or retired (its tokens have all expired). */
  find(kid: string): Promise<Uint8Array | undefined>;
  /** Reads the keys again (they are re-read every minute and when a token names a key not seen yet). */
  reload(): Promise<void>;
  /** Adds a new key that becomes current after `activeInSeconds` (every server has loaded it by then); answers its kid. */
  rotate(options?: { activeInSeconds?: number }): Promise<string>;
};

const notOpened = async (): Promise<never> => {
  throw new Error('the signing keys are not opened: buildApp opens them from the database (platform/secrets.ts)');
};

/** What loadConfig leaves in the configuration until buildApp has opened the keys. */
export const UNOPENED_KEY_RING: KeyRing = { current: notOpened, find: notOpened, reload: notOpened, rotate: notOpened };

export type TokenConfig = {
  signingKeys: KeyRing;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenSeconds: number;
};

export type AccessClaims = { userId: number; role: Role; sessionId: string };

/** Only this algorithm is accepted; `alg: none` and every other algorithm fail verification. */
const ALGORITHMS = ['HS256'];

export async function signAccessToken(config: TokenConfig, claims: AccessClaims): Promise<string> {
  const key = await config.signingKeys.current();
  return new SignJWT({ typ: 'access', role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid })
    .setSubject(String(claims.userId))
    .setIssuer(config.jwtIssuer)
    .setAudience(config.jwtAudience)
    .setIssuedAt()
    .setJti(randomBytes(12).toString('base64url'))
    .setExpirationTime(`${config.accessTokenSeconds}s`)
    .sign(key.secret);
}

export class TokenError extends Error {}

/** Checks the key (by `kid`), signature, algorithm, issuer, audience, expiry and that it is an access token. */
export async function verifyAccessToken(config: TokenConfig, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        if (typeof header.kid !== 'string' || header.kid === '') throw new TokenError('the token names no signing key');
        const secret = await config.signingKeys.find(header.kid);
        if (!secret) throw new TokenError('unknown or retired signing key');
        return secret;
      },
      {
        algorithms: ALGORITHMS,
        issuer: config.jwtIssuer,
        audience: config.jwtAudience,
        requiredClaims: ['exp', 'sub', 'iat'],
      },
    );
    if (payload.typ !== 'access') throw new TokenError('not an access token');
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1 || typeof payload.sid !== 'string') throw new TokenError('malformed claims');
    return { userId, role: payload.role as Role, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new TokenError('token expired');
    if (error instanceof joseErrors.JOSEError) throw new TokenError('invalid token');
    // Not the token's fault (the key store could not be read): a server error, not a refusal.
    throw error;
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
