import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { creditsText, nurturingQueries, type NurturingEnrolment } from '@/entities/nurturing';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { useStartLeadNurture, useStopLeadNurture } from '../api/nurture-lead.mutation';
import { newNurtureKey, startFailure, stopFailure } from '../model/nurture-lead';

export type StartNurtureControlProps = {
  leadId: number;
  /** Called once the lead is enrolled, with the service's name and the credits held. */
  onStarted: (serviceName: string, credits: number) => void;
  onFailed: (message: string) => void;
};

/** "Nurturing sequence" (the active services, with what one lead costs) and the button that enrols the lead. */
export function StartNurtureControl({ leadId, onStarted, onFailed }: StartNurtureControlProps) {
  const services = useQuery(nurturingQueries.services());
  const [choice, setChoice] = useState('');
  const [key, setKey] = useState(newNurtureKey);
  const [error, setError] = useState<string | null>(null);
  const start = useStartLeadNurture(key);
  const items = services.data?.items ?? [];
  const options = items.map((s) => ({
    value: String(s.ns_id),
    label: `${s.name} · ${s.steps} ${s.steps === 1 ? 'step' : 'steps'} over ${s.duration_days} ${s.duration_days === 1 ? 'day' : 'days'} · ${creditsText(s.credits_per_lead)}`,
  }));

  const handleChange = (value: string) => {
    setChoice(value);
    setKey(newNurtureKey()); // another service is another intent
  };
  const handleStart = () => {
    const service = items.find((s) => String(s.ns_id) === choice);
    if (!service) {
      setError('Choose a sequence.');
      return;
    }
    setError(null);
    start.mutate(
      { lead_id: leadId, ns_id: service.ns_id },
      {
        onSuccess: (result) => {
          setChoice('');
          setKey(newNurtureKey());
          onStarted(service.name, result.charge.credits_debited);
        },
        onError: (failure) => onFailed(startFailure(failure)),
      },
    );
  };

  return (
    <>
      <SelectField
        label="Nurturing sequence"
        emptyOption={services.isPending ? 'Loading the sequences…' : services.isError ? 'The sequences could not be loaded' : 'Choose a sequence'}
        options={options}
        value={choice}
        error={error}
        onChange={(event) => handleChange(event.target.value)}
      />
      <Button onClick={handleStart} busy={start.isPending}>
        {start.isPending ? 'Starting…' : 'Start nurturing'}
      </Button>
    </>
  );
}

export type StopNurtureButtonProps = {
  enrolment: NurturingEnrolment;
  onStopped: (enrolment: NurturingEnrolment) => void;
  onFailed: (message: string) => void;
};

/** Stops a running enrolment (its steps left are cancelled and their credits come back). */
export function StopNurtureButton({ enrolment, onStopped, onFailed }: StopNurtureButtonProps) {
  const stop = useStopLeadNurture();
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={stop.isPending}
      aria-label={`Stop “${enrolment.service_name}”`}
      onClick={() =>
        stop.mutate(
          { leadId: enrolment.lead_id, enrolmentId: enrolment.enrolment_id },
          { onSuccess: (result) => onStopped(result.enrolment), onError: (failure) => onFailed(stopFailure(failure)) },
        )
      }
    >
      {stop.isPending ? 'Stopping…' : 'Stop'}
    </Button>
  );
}
