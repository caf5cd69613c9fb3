export { StartCampaignDialog } from './ui/start-campaign-dialog.lazy';
export type { StartCampaignDialogProps } from './ui/start-campaign-dialog';
export { newIdempotencyKey, startFailure } from './model/start-campaign';
