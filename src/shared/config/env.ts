// Settings fixed at build time (Vite `VITE_*` variables), with the defaults the bundled server expects.
const env = import.meta.env;

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === 'true' || value === '1';

export type AppConfig = {
  /** Base path or address of the portal API. */
  portalApiBase: string;
  /** Base path or address of the lead-management API. */
  leadsApiBase: string;
  fileHost: string;
  websiteUrl: string;
  lmsApiUrl: string;
  cardPaymentKeyId: string;
  tenantId: string;
  cardPaymentLink: string;
  gatewayFormUrl: string;
  /** Extra diagnostics and the Stately inspector. Off unless built with VITE_DEBUG=true. */
  debug: boolean;
  /** Page tracking. Off unless built with VITE_TRACKING=true. */
  tracking: boolean;
};

export const appConfig: AppConfig = {
  portalApiBase: env.VITE_API_BASE ?? '/api',
  leadsApiBase: env.VITE_LEADS_API_BASE ?? '/lead-api',
  fileHost: env.VITE_FILE_HOST ?? '',
  websiteUrl: env.VITE_WEBSITE_URL ?? 'https://unipath.example',
  lmsApiUrl: env.VITE_LMS_API_URL ?? '',
  cardPaymentKeyId: env.VITE_CARD_PAYMENT_KEY_ID ?? '',
  tenantId: env.VITE_TENANT_ID ?? '',
  cardPaymentLink: env.VITE_CARD_PAYMENT_LINK ?? '',
  gatewayFormUrl: env.VITE_GATEWAY_FORM_URL ?? '',
  debug: flag(env.VITE_DEBUG, false),
  tracking: flag(env.VITE_TRACKING, false),
};
