export { CampaignFormDialog } from './ui/campaign-form-dialog.lazy';
export type { CampaignFormDialogProps } from './ui/campaign-form-dialog';
export { toCampaignBody, validateCampaign, campaignFailure, emptyCampaign } from './model/campaign-form';
export type { CampaignFields } from './model/campaign-form';
