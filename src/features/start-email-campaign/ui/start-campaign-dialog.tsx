import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { creditsText, nurturingQueries, type CampaignPreview, type EmailCampaign, type EmailCampaignStart } from '@/entities/nurturing';
import { optionsOf } from '@/shared/lib/options';
import { DetailList } from '@/shared/ui/detail-list';
import { ConfirmActions, FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useStartEmailCampaign } from '../api/start-email-campaign.mutation';
import { newIdempotencyKey, startBody, startFailure, type SendTime } from '../model/start-campaign';
import { formatCount } from '@/shared/lib/number-format';

/** When the campaign goes: now, or at a time of one's choosing. */
const WHEN_OPTIONS = optionsOf<SendTime['when']>({ now: 'Now', later: 'Later, at a time I choose' });

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
        { term: 'Contacts in the lists', value: formatCount(preview.contacts) },
        { term: 'Unsubscribed or blocked (skipped, not charged)', value: formatCount(preview.suppressed) },
        { term: 'Recipients', value: formatCount(preview.recipients) },
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
  // One key for this intent to start: a retry after a lost answer repeats it, so the server never sends twice. Another
  // send time is another intent (the server refuses one key with two bodies), so it takes a new key.
  const [key, setKey] = useState(newIdempotencyKey);
  const start = useStartEmailCampaign(key);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [time, setTime] = useState<SendTime>({ when: 'now', at: '' });
  const [timeError, setTimeError] = useState<string | undefined>(undefined);
  const later = time.when === 'later';

  const changeTime = (next: SendTime) => {
    setTime(next);
    setTimeError(undefined);
    setKey(newIdempotencyKey());
  };

  const handleStart = () => {
    setRefusal(null);
    const chosen = startBody(campaign.campaign_id, time, new Date());
    if ('error' in chosen) {
      setTimeError(chosen.error);
      document.getElementById(`send-at-${campaign.campaign_id}`)?.focus();
      return;
    }
    start.mutate(chosen.body, { onSuccess: onStarted, onError: (error) => setRefusal(startFailure(error, preview.data)) });
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
      <SelectField
        label="When to send"
        name="when"
        options={WHEN_OPTIONS}
        value={time.when}
        onChange={(event) => changeTime({ ...time, when: event.target.value === 'later' ? 'later' : 'now' })}
      />
      {later ? (
        <TextField
          id={`send-at-${campaign.campaign_id}`}
          label="Send at"
          type="datetime-local"
          hint="Your time. The credits are held now and what is not sent is given back."
          value={time.at}
          error={timeError}
          onChange={(event) => changeTime({ ...time, at: event.target.value })}
        />
      ) : null}
      {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
      <ConfirmActions
        confirm={start.isPending ? 'Starting…' : later ? 'Schedule campaign' : 'Start campaign'}
        onConfirm={handleStart}
        busy={start.isPending}
        disabled={!preview.data?.sufficient || preview.data.recipients === 0}
        onCancel={onCancel}
      />
    </>
  );
}
