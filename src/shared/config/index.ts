export { appConfig } from './env';
export type { AppConfig } from './env';
export {
  NOTIFICATION_POLL_MS,
  TOAST_TIMEOUT_MS,
  HIGHLIGHT_MS,
  TRACKING_HEARTBEAT_MS,
  TRACKING_IDLE_MS,
  ONLINE_BANNER_MS,
  SLOW_BANNER_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  BREAKPOINTS,
  DATE_TIME_FORMAT,
  HSN_CODE,
  STORAGE_KEYS,
  BRAND,
  BRAND_NAME,
} from './constants';
