import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { creditsText, nurturingQueries, type CampaignPreview, type EmailCampaign, type EmailCampaignStart } from '@/entities/nurturing';
import { DetailList } from '@/shared/ui/detail-list';
import { ConfirmActions, FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { useStartEmailCampaign } from '../api/start-email-campaign.mutation';
import { newIdempotencyKey, startFailure } from '../model/start-campaign';

export type StartCampaignDialogProps = FormDialogProps & { campaign: EmailCampaign; onStarted: (start: EmailCampaignStart) => void };

/**
 * "Preview and start" a draft: what it costs now (its contacts, minus the suppressed, × the credits per email) and
 * the balance after, then Start (POST /my-lead/mail/start-campaign with one Idempotency-Key for this intent).
 */
export function StartCampaignDialog({ campaign, onStarted, ...dialog }: StartCampaignDialogProps) {
  return (
    <FormDialog {...dialog} title={`Start “${campaign.name}”?`} description="The cost is held from your credits when it starts; what is not sent is given back.">
      {(close, finish) => <StartCampaign campaign={campaign} onCancel={close} onStarted={finish(onStarted)} />}
    </FormDialog>
  );
}

function CostDetails({ preview }: { preview: CampaignPreview }) {
  return (
    <DetailList
      items={[
        { term: 'Contacts in the lists', value: preview.contacts.toLocaleString('en') },
        { term: 'Unsubscribed or blocked (skipped, not charged)', value: preview.suppressed.toLocaleString('en') },
        { term: 'Recipients', value: preview.recipients.toLocaleString('en') },
        { term: 'Credits per email', value: creditsText(preview.credit_per_email) },
        { term: 'Cost', value: creditsText(preview.cost) },
        { term: 'Your balance', value: creditsText(preview.balance) },
        { term: 'Balance after', value: creditsText(preview.balance_after) },
      ]}
    />
  );
}

function StartCampaign({ campaign, onCancel, onStarted }: { campaign: EmailCampaign; onCancel: () => void; onStarted: (start: EmailCampaignStart) => void }) {
  const preview = useQuery(nurturingQueries.preview(campaign.campaign_id));
  // One key for this intent to start: a retry after a lost answer repeats it, so the server never sends twice.
  const [key] = useState(newIdempotencyKey);
  const start = useStartEmailCampaign(key);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleStart = () => {
    setRefusal(null);
    start.mutate({ campaign_id: campaign.campaign_id }, { onSuccess: onStarted, onError: (error) => setRefusal(startFailure(error, preview.data)) });
  };

  return (
    <>
      <QueryState query={preview} what="the cost" isEmpty={() => false} empty="">
        {(data) => (
          <>
            <CostDetails preview={data} />
            {data.sufficient ? null : (
              <Notice tone="warning">
                Not enough credits: this campaign costs {creditsText(data.cost)} and your balance is {creditsText(data.balance)} ({creditsText(data.cost - data.balance)}{' '}
                short). Buy credits, or choose smaller lists.
              </Notice>
            )}
          </>
        )}
      </QueryState>
      {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
      <ConfirmActions
        confirm={start.isPending ? 'Starting…' : 'Start campaign'}
        onConfirm={handleStart}
        busy={start.isPending}
        disabled={!preview.data?.sufficient || preview.data.recipients === 0}
        onCancel={onCancel}
      />
    </>
  );
}
