import { urlParam } from '@/shared/lib/url-query';

// The /nurturing screen's state in the address: the tab, and each tab's own parameters. A tab's list is paged by
// `page`; the campaign whose statistics show, the chart's period and the log's campaign filter sit beside it.

/** The tabs, in their order. */
export const NURTURING_TABS = ['campaigns', 'lists', 'credits', 'log', 'whatsapp', 'broadcasts', 'drip'] as const;
export type NurturingTab = (typeof NURTURING_TABS)[number];

/** The tab, and every tab's own parameters: a change of tab clears them (each tab starts on its first page, unfiltered). */
export const TAB_PARAMS = {
  tab: urlParam.withDefault(urlParam.oneOf(NURTURING_TABS), 'campaigns'),
  page: urlParam.page(),
  stats: urlParam.positiveInt(),
  campaign: urlParam.positiveInt(),
  by: urlParam.oneOf(['day', 'month'] as const),
};

export const CAMPAIGN_LIST_PARAMS = { page: urlParam.page() };
export const CAMPAIGN_STATS_PARAMS = { stats: urlParam.positiveInt() };
export const CONTACT_LIST_PARAMS = { page: urlParam.page() };
export const TRANSACTION_PARAMS = { page: urlParam.page() };
export const CHART_PARAMS = { by: urlParam.withDefault(urlParam.oneOf(['day', 'month'] as const), 'day') };
export const EMAIL_LOG_PARAMS = { page: urlParam.page(), campaign: urlParam.positiveInt() };
export const WHATSAPP_TEMPLATE_PARAMS = { page: urlParam.page() };
export const BROADCAST_PARAMS = { page: urlParam.page() };

export const NURTURING_PAGE_SIZE = 20;
/** While a campaign sends, its progress is read again this often. */
export const PROGRESS_POLL_MS = 3000;
