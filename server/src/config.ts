import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UNOPENED_KEY_RING, type KeyRing } from './auth/tokens.ts';
import type { S3Config } from './platform/files-s3.ts';

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
  /** Where an earlier version kept uploaded files on disk (FILES_DIR, default <dataDir>/files): moved into the store at start. */
  filesDir: string;
  /** The file store every server reads: `postgres` (the default; in the database) or `s3` (an S3-compatible bucket). */
  filesStore: 'postgres' | 's3';
  /** The bucket when filesStore is s3 (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). */
  s3?: S3Config;
  /**
   * The root secret of tokens (at least 32 bytes): JWT_SECRET, or a random one of this process for an in-memory
   * database; null when the database keeps it (platform/secrets.ts fills it in when the app is built).
   */
  jwtSecret: Uint8Array | null;
  /** The shared, rotating access-token signing keys (opened from the database by buildApp). */
  signingKeys: KeyRing;
  /** A signing key older than this many days is replaced (SIGNING_KEY_ROTATE_DAYS; 0: only by `npm run keys:rotate`). */
  signingKeyRotateDays: number;
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
  /** Nurturing mail through Brevo's transactional API when set (BREVO_API_KEY); otherwise SMTP_URL, or the local mailbox. */
  brevoApiKey?: string;
  /** Brevo's API base (BREVO_API_URL, default https://api.brevo.com). */
  brevoApiUrl: string;
  /** HMAC-SHA256 key of POST /webhooks/brevo (BREVO_WEBHOOK_SECRET, at least 32 bytes; derived from the token secret otherwise). */
  brevoWebhookSecret?: string;
  seedDemo: boolean;
  bodyLimitBytes: number;
  /** Requests per minute per client address on sign-in, the three registrations and the password reset. */
  authRateLimit: number;
  /** Requests per minute per client address on the public search, link-owner lookups and the public AI chat. */
  publicRateLimit: number;
  /** Refresh calls per minute per session. */
  refreshRateLimit: number;
  /** Wrong passwords per account and address within the window before a wait (which doubles with each lockout). */
  loginFailureLimit: number;
  loginFailureWindowSeconds: number;
  /** The longest wait after repeated lockouts. */
  loginMaxWaitSeconds: number;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDRs, comma-separated, or loopback,
   * linklocal, uniquelocal); empty: the client address is the connection's.
   */
  trustProxy: string[];
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
  /**
   * WhatsApp (nurturing): Gupshup when GUPSHUP_API_KEY, GUPSHUP_APP_NAME and GUPSHUP_SOURCE_NUMBER are set, the local
   * provider otherwise; its receipts are POSTed to receiptsBase + /webhooks/gupshup (WHATSAPP_RECEIPTS_BASE, default
   * this server). The webhook's HMAC key is GUPSHUP_WEBHOOK_SECRET or derived from the token secret.
   */
  whatsapp: {
    gupshupApiKey?: string; gupshupAppName?: string; gupshupSourceNumber?: string; gupshupApiBase: string;
    webhookSecret?: string; receiptsBase: string;
  };
  /**
   * The transfer provider (flywire): its real API when FLYWIRE_API_KEY is set (FLYWIRE_API_BASE, default the
   * production base; FLYWIRE_PAY_URL, the payer's page with {recipient} in it), the local provider otherwise (the
   * shipped recipients, paid on our /flywire-sandbox page).
   */
  flywire: { apiKey?: string; apiBase: string; payUrl: string };
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

function filesStore(value: string | undefined): 'postgres' | 's3' {
  if (value === undefined || value === '' || value === 'postgres') return 'postgres';
  if (value === 's3') return 's3';
  throw new Error(`FILES_STORE must be postgres or s3, not ${value}`);
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) throw new Error(`FILES_STORE=s3 needs ${missing.join(', ')}`);
  return {
    endpoint: env.S3_ENDPOINT!, bucket: env.S3_BUCKET!, region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: the proxies' addresses or CIDRs; `true` (any sender) is refused, for it lets a client pick its own address. */
export function trustedProxies(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '' || value === 'false') return [];
  if (value.trim() === 'true') {
    throw new Error('TRUST_PROXY=true would believe X-Forwarded-For from anyone: list the proxies instead (addresses or CIDRs, e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)');
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address);
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!(PROXY_NAMES.has(entry) || (version !== 0 && prefixOk && extra === undefined))) {
      throw new Error(`TRUST_PROXY: ${JSON.stringify(entry)} is not an address, a CIDR, or one of loopback, linklocal, uniquelocal`);
    }
  }
  return entries;
}

/** JWT_SECRET (at least 32 bytes); a random secret of this process for an in-memory database; null: the database keeps it. */
function loadSecret(env: NodeJS.ProcessEnv, inMemory: boolean): Uint8Array | null {
  if (env.JWT_SECRET) {
    const bytes = Buffer.from(env.JWT_SECRET, 'utf8');
    if (bytes.length < 32) throw new Error('JWT_SECRET must be at least 32 bytes (256 bits)');
    return new Uint8Array(bytes);
  }
  return inMemory ? new Uint8Array(randomBytes(32)) : null;
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
    filesStore: filesStore(env.FILES_STORE),
    s3: s3Config(env),
    jwtSecret: overrides.jwtSecret !== undefined ? overrides.jwtSecret : loadSecret(env, inMemoryDb),
    signingKeys: UNOPENED_KEY_RING,
    signingKeyRotateDays: Number(env.SIGNING_KEY_ROTATE_DAYS ?? 30),
    jwtIssuer: env.JWT_ISSUER ?? 'unipath',
    jwtAudience: env.JWT_AUDIENCE ?? 'unipath-portal',
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600),
    passwordResetMinutes: Number(env.PASSWORD_RESET_MINUTES ?? 30),
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    spaDir: resolve(env.SPA_DIR ?? './dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Unipath <no-reply@unipath.example>',
    brevoApiKey: env.BREVO_API_KEY || undefined,
    brevoApiUrl: (env.BREVO_API_URL || 'https://api.brevo.com').replace(/\/+$/, ''),
    brevoWebhookSecret: env.BREVO_WEBHOOK_SECRET || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1024 * 1024),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 100),
    publicRateLimit: Number(env.PUBLIC_RATE_LIMIT ?? 120),
    refreshRateLimit: Number(env.REFRESH_RATE_LIMIT ?? 30),
    loginFailureLimit: Number(env.LOGIN_FAILURE_LIMIT ?? 10),
    loginFailureWindowSeconds: Number(env.LOGIN_FAILURE_WINDOW_SECONDS ?? 900),
    loginMaxWaitSeconds: Number(env.LOGIN_MAX_WAIT_SECONDS ?? 12 * 3600),
    trustProxy: trustedProxies(env.TRUST_PROXY),
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
    whatsapp: {
      gupshupApiKey: env.GUPSHUP_API_KEY || undefined, gupshupAppName: env.GUPSHUP_APP_NAME || undefined,
      gupshupSourceNumber: env.GUPSHUP_SOURCE_NUMBER || undefined,
      gupshupApiBase: (env.GUPSHUP_API_BASE ?? 'https://api.gupshup.io').replace(/\/+$/, ''),
      webhookSecret: env.GUPSHUP_WEBHOOK_SECRET || undefined,
      receiptsBase: (env.WHATSAPP_RECEIPTS_BASE ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/+$/, ''),
    },
    flywire: {
      apiKey: env.FLYWIRE_API_KEY || undefined,
      apiBase: (env.FLYWIRE_API_BASE || 'https://api-platform.flywire.com/payments/v1').replace(/\/+$/, ''),
      payUrl: env.FLYWIRE_PAY_URL || 'https://payment.flywire.com/pay/payment?recipient={recipient}',
    },
  };
  const merged = { ...config, ...overrides };
  if (merged.filesStore === 's3' && !merged.s3) {
    throw new Error('FILES_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (merged.brevoWebhookSecret !== undefined && Buffer.byteLength(merged.brevoWebhookSecret, 'utf8') < 32) {
    throw new Error('BREVO_WEBHOOK_SECRET must be at least 32 bytes (256 bits)');
  }
  if (!overrides.paymentSandboxSecret) {
    if (env.PAYMENT_SANDBOX_SECRET && Buffer.byteLength(env.PAYMENT_SANDBOX_SECRET, 'utf8') < 32) {
      throw new Error('PAYMENT_SANDBOX_SECRET must be at least 32 bytes (256 bits)');
    }
    merged.paymentSandboxSecret = env.PAYMENT_SANDBOX_SECRET
      ? new Uint8Array(Buffer.from(env.PAYMENT_SANDBOX_SECRET, 'utf8'))
      : merged.jwtSecret
        ? // Derived from the token secret: stable across restarts without another secret file.
          new Uint8Array(createHmac('sha256', merged.jwtSecret).update('unipath payment sandbox').digest())
        : // Derived from the database's root secret when the app is built (platform/secrets.ts).
          new Uint8Array(0);
  }
  return merged;
}
