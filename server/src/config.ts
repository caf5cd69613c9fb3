import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export type Config = {
  host: string;
  port: number;
  /** Where the portal API and the lead-management API are mounted. */
  portalBase: string;
  leadsBase: string;
  /** node-postgres when set; the embedded database in dataDir otherwise. */
  databaseUrl?: string;
  dataDir: string;
  inMemoryDb: boolean;
  /**
   * The embedded database (without DATABASE_URL): `postgres` (the default) runs a real PostgreSQL in
   * <dataDir>/postgres, durable across a power cut; `pglite` keeps PGlite files in dataDir as earlier versions did
   * (not power-cut safe: PGlite does not sync its files).
   */
  embeddedDb: 'postgres' | 'pglite';
  /** The OS user the embedded PostgreSQL runs as when the server runs as root (PostgreSQL refuses root). */
  embeddedPgUser: string;
  /** Where uploaded files are stored on disk (the local file-storage adapter); FILES_DIR, default <dataDir>/files. */
  filesDir: string;
  /** HMAC key for tokens: at least 32 bytes (256 bits). */
  jwtSecret: Uint8Array;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  passwordResetMinutes: number;
  /** The public address of the SPA, used in mail links. */
  publicUrl: string;
  /** The built SPA to serve at / (omitted when the folder does not exist). */
  spaDir: string;
  smtpUrl?: string;
  mailFrom: string;
  seedDemo: boolean;
  bodyLimitBytes: number;
  /** Requests per minute per client on login, password reset and refresh. */
  authRateLimit: number;
  /** Requests per minute per client on the public search, link-owner lookups and the public AI chat. */
  publicRateLimit: number;
  /** Tests: check every JSON answer against the contract's response schema. */
  validateResponses: boolean;
  secureCookies: boolean;
  logLevel: string;
  /**
   * Payments: `sandbox` (the default; offline) sends both the razorpay and the payu paths through our own hosted
   * page at /sandbox-pay/{transaction_id}; `live` uses the providers' public protocols with the keys below.
   */
  paymentProviderMode: 'sandbox' | 'live';
  razorpayKeyId?: string;
  razorpayKeySecret?: string;
  /** The card provider's API (orders, payments of an order). */
  razorpayApiBase: string;
  payuKey?: string;
  payuSalt?: string;
  /** The gateway's hosted-page form address. */
  payuFormUrl: string;
  /** The gateway's verification API (server to server, command verify_payment). */
  payuVerifyUrl: string;
  /** HMAC key of the sandbox page's answers (PAYMENT_SANDBOX_SECRET, or derived from the token secret). */
  paymentSandboxSecret: Uint8Array;
  /** Payment makes and verifies per minute per signed-in user (429 beyond). */
  paymentRateLimit: number;
  /** How long a server-to-server call to a payment provider may take. */
  paymentProviderTimeoutMs: number;
};

function cleanBase(value: string): string {
  const base = ('/' + value.replace(/^\/+|\/+$/g, '')).replace(/^\/$/, '');
  if (!base) throw new Error('an API base path cannot be the site root');
  return base;
}

function embeddedDb(value: string | undefined): 'postgres' | 'pglite' {
  if (value === undefined || value === '' || value === 'postgres') return 'postgres';
  if (value === 'pglite') return 'pglite';
  throw new Error(`EMBEDDED_DB must be postgres or pglite, not ${value}`);
}

function paymentMode(value: string | undefined): 'sandbox' | 'live' {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  if (value === 'live') return 'live';
  throw new Error(`PAYMENT_PROVIDER_MODE must be sandbox or live, not ${value}`);
}

/**
 * Writes a new file (0600) so that it survives a power cut whole or not at all: a temporary file synced to disk, linked
 * into place (failing, as 'wx' does, when the file exists), and the folder synced. A plain write left an empty
 * jwt-secret after a power cut, and the server would not start on that folder again.
 */
function writeDurably(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, file);
  } finally {
    unlinkSync(temporary);
  }
  const folder = openSync(dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/** The secret from JWT_SECRET, or one generated once into the data folder (0600) and reused. */
function loadSecret(env: NodeJS.ProcessEnv, dataDir: string, inMemory: boolean): Uint8Array {
  if (env.JWT_SECRET) {
    const bytes = Buffer.from(env.JWT_SECRET, 'utf8');
    if (bytes.length < 32) throw new Error('JWT_SECRET must be at least 32 bytes (256 bits)');
    return new Uint8Array(bytes);
  }
  if (inMemory) return new Uint8Array(randomBytes(32));
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeDurably(file, randomBytes(48).toString('base64url'));
  }
  const bytes = Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
  if (bytes.length < 32) throw new Error(`${file} holds fewer than 32 bytes`);
  return new Uint8Array(bytes);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const inMemoryDb = overrides.inMemoryDb ?? env.DB_IN_MEMORY === 'true';
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const config: Config = {
    host,
    port,
    portalBase: cleanBase(env.PORTAL_API_BASE ?? '/api'),
    leadsBase: cleanBase(env.LEADS_API_BASE ?? '/lead-api'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    inMemoryDb,
    embeddedDb: embeddedDb(env.EMBEDDED_DB),
    embeddedPgUser: env.EMBEDDED_PG_USER || 'postgres',
    // An in-memory database (tests, throw-away runs) gets a per-process temporary folder, not the real data folder.
    filesDir: resolve(env.FILES_DIR || (inMemoryDb ? join(tmpdir(), `unipath-files-${process.pid}`) : join(dataDir, 'files'))),
    jwtSecret: overrides.jwtSecret ?? loadSecret(env, dataDir, inMemoryDb),
    jwtIssuer: env.JWT_ISSUER ?? 'unipath',
    jwtAudience: env.JWT_AUDIENCE ?? 'unipath-portal',
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600),
    passwordResetMinutes: Number(env.PASSWORD_RESET_MINUTES ?? 30),
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    spaDir: resolve(env.SPA_DIR ?? './dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Unipath <no-reply@unipath.example>',
    seedDemo: env.SEED_DEMO !== 'false',
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1024 * 1024),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    publicRateLimit: Number(env.PUBLIC_RATE_LIMIT ?? 120),
    validateResponses: env.VALIDATE_RESPONSES === 'true',
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : (env.PUBLIC_URL ?? '').startsWith('https:'),
    logLevel: env.LOG_LEVEL ?? 'info',
    paymentProviderMode: paymentMode(env.PAYMENT_PROVIDER_MODE),
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    razorpayKeySecret: env.RAZORPAY_KEY_SECRET || undefined,
    razorpayApiBase: (env.RAZORPAY_API_BASE ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
    payuKey: env.PAYU_KEY || undefined,
    payuSalt: env.PAYU_SALT || undefined,
    payuFormUrl: env.PAYU_FORM_URL ?? 'https://secure.payu.in/_payment',
    payuVerifyUrl: env.PAYU_VERIFY_URL ?? 'https://info.payu.in/merchant/postservice.php?form=2',
    paymentSandboxSecret: new Uint8Array(0),
    paymentRateLimit: Number(env.PAYMENT_RATE_LIMIT ?? 30),
    paymentProviderTimeoutMs: Number(env.PAYMENT_PROVIDER_TIMEOUT_MS ?? 10_000),
  };
  const merged = { ...config, ...overrides };
  if (!overrides.paymentSandboxSecret) {
    if (env.PAYMENT_SANDBOX_SECRET && Buffer.byteLength(env.PAYMENT_SANDBOX_SECRET, 'utf8') < 32) {
      throw new Error('PAYMENT_SANDBOX_SECRET must be at least 32 bytes (256 bits)');
    }
    merged.paymentSandboxSecret = env.PAYMENT_SANDBOX_SECRET
      ? new Uint8Array(Buffer.from(env.PAYMENT_SANDBOX_SECRET, 'utf8'))
      : // Derived from the token secret: stable across restarts without another secret file.
        new Uint8Array(createHmac('sha256', merged.jwtSecret).update('unipath payment sandbox').digest());
  }
  return merged;
}
