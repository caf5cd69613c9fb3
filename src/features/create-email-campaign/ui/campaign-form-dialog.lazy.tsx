import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { CampaignFormDialogProps } from './campaign-form-dialog';

/** The campaign form, loaded the first time someone opens it. */
export const CampaignFormDialog = lazyFormDialog<CampaignFormDialogProps>(() => import('./campaign-form-dialog').then((m) => m.CampaignFormDialog));
