import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { StartCampaignDialogProps } from './start-campaign-dialog';

/** The preview and start, loaded the first time someone opens it. */
export const StartCampaignDialog = lazyFormDialog<StartCampaignDialogProps>(() => import('./start-campaign-dialog').then((m) => m.StartCampaignDialog));
