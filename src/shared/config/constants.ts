// The business constants of spec section 9, in one place. Durations are milliseconds.

export const NOTIFICATION_POLL_MS = 10_000;
export const TOAST_TIMEOUT_MS = 3_000;
export const HIGHLIGHT_MS = 3_000;
export const TRACKING_HEARTBEAT_MS = 15_000;
export const TRACKING_IDLE_MS = 60_000;
export const ONLINE_BANNER_MS = 2_000;
export const SLOW_BANNER_MS = 3_000;
/** A lazily loaded chunk that has not arrived after this long is a failure. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Viewport widths: mobile is under 768 px, tablet from 768 to under 1024. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

export const DATE_TIME_FORMAT = 'DD-MM-YYYY - hh:mm A';

/** The fixed HSN/SAC code printed on every service-invoice line (educational support services). */
export const HSN_CODE = '999293';

/** Storage keys of spec section 9. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  sessionId: 'session_id',
  visitId: 'visit_id',
} as const;

/** `{brand}` of the spec, bound to our brand. */
export const BRAND = 'unipath';
export const BRAND_NAME = 'Unipath';
