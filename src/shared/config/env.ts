// Settings fixed at build time (Vite `VITE_*` variables), with the defaults the bundled server expects. Named
// exports, so each screen's chunk carries only the settings it reads.
const env = import.meta.env;

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === 'true' || value === '1';

/** Base path or address of the portal API. */
export const PORTAL_API_BASE: string = env.VITE_API_BASE ?? '/api';
/** Base path or address of the lead-management API. */
export const LEADS_API_BASE: string = env.VITE_LEADS_API_BASE ?? '/lead-api';
export const FILE_HOST: string = env.VITE_FILE_HOST ?? '';
export const WEBSITE_URL: string = env.VITE_WEBSITE_URL ?? 'https://unipath.example';
export const LMS_API_URL: string = env.VITE_LMS_API_URL ?? '';
export const CARD_PAYMENT_KEY_ID: string = env.VITE_CARD_PAYMENT_KEY_ID ?? '';
export const TENANT_ID: string = env.VITE_TENANT_ID ?? '';
export const CARD_PAYMENT_LINK: string = env.VITE_CARD_PAYMENT_LINK ?? '';
export const GATEWAY_FORM_URL: string = env.VITE_GATEWAY_FORM_URL ?? '';
/** Extra diagnostics. Off unless built with VITE_DEBUG=true. (The Stately inspector is VITE_INSPECT=true with the dev server: src/app/main.tsx.) */
export const DEBUG: boolean = flag(env.VITE_DEBUG, false);
/** Page tracking. Off unless built with VITE_TRACKING=true. */
export const TRACKING: boolean = flag(env.VITE_TRACKING, false);
