import dayjs from 'dayjs';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { leadMasterQueries, personName, type LeadUserRef, type TeamMember } from '@/entities/lead';
import { roleName } from '@/entities/session';
import { isApiFailure } from '@/shared/api';
import { useFormFeedback } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormActions, FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Spinner } from '@/shared/ui/loading-overlay';
import { FieldRow, Muted, Notice } from '@/shared/ui/page';
import { IdSelectField } from '@/shared/ui/select-field';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { assignmentRulesQuery, useSaveAssignmentRules } from '../api/assignment-rules.queries';
import {
  areaKey,
  DAILY_CAP_MAX,
  fieldsOf,
  memberKey,
  MODES,
  ruleSummary,
  rulesFailure,
  SPEED_MAX_MINUTES,
  toBody,
  validateRules,
  type AreaDraft,
  type AssignmentRules,
  type RulesFields,
} from '../model/rules-form';
import * as styles from './assignment-rules.css';

export type AssignmentRulesDialogProps = FormDialogProps;

/**
 * "Assignment rules" (GET/POST /my-lead/assignment-rules): how the caller's new leads are assigned when nobody is
 * chosen — by hand, in turn among chosen members, or by area — with a daily cap per member and the speed-to-lead
 * target, and how many leads each member has received by rule today.
 */
export function AssignmentRulesDialog(dialog: AssignmentRulesDialogProps) {
  return (
    <FormDialog {...dialog} title="Assignment rules" description="How your new leads are assigned when nobody is chosen for them.">
      {(close) => <RulesLoader onClose={close} />}
    </FormDialog>
  );
}

function RulesLoader({ onClose }: { onClose: () => void }) {
  const rules = useQuery(assignmentRulesQuery());
  const team = useQuery(leadMasterQueries.teamMembers());
  if (rules.isError || team.isError) {
    const refused = [rules.error, team.error].some((error) => isApiFailure(error) && error.status === 403);
    return refused ? (
      <ErrorState title="Not yours to set" headingLevel={3}>
        Only a master franchise or an operations manager sets assignment rules; an area franchise works under its master’s.
      </ErrorState>
    ) : (
      <ErrorState title="The rule could not be loaded" headingLevel={3} onRetry={() => Promise.all([rules.refetch(), team.refetch()])} />
    );
  }
  if (!rules.data || !team.data) return <Spinner label="Loading the assignment rule" />;
  return <RulesForm rules={rules.data} team={team.data} onClose={onClose} />;
}

type Person = { user: LeadUserRef; self: boolean };

/** The team, and anyone the saved rule names who is no longer in it (still shown, so they can be taken out). */
function peopleOf(team: readonly TeamMember[], rules: AssignmentRules): Person[] {
  const people: Person[] = team.map((member) => ({
    user: { user_id: member.user_id, first_name: member.first_name, last_name: member.last_name, user_type: member.user_type },
    self: member.is_self,
  }));
  for (const member of rules.members) if (!people.some((person) => person.user.user_id === member.user.user_id)) people.push({ user: member.user, self: false });
  return people;
}

function RulesForm({ rules, team, onClose }: { rules: AssignmentRules; team: readonly TeamMember[]; onClose: () => void }) {
  const [fields, setFields] = useState<RulesFields>(() => fieldsOf(rules));
  const feedback = useFormFeedback<string>();
  const { errors } = feedback;
  const save = useSaveAssignmentRules();
  const membersErrorId = useId();
  const people = peopleOf(team, rules);
  const todayOf = (userId: number) => rules.members.find((member) => member.user.user_id === userId)?.assigned_today ?? 0;

  const set = <K extends keyof RulesFields>(name: K, value: RulesFields[K]) => setFields((current) => ({ ...current, [name]: value }));
  const toggle = (userId: number, on: boolean) =>
    setFields((current) => ({
      ...current,
      members: on ? [...current.members.filter((id) => id !== userId), userId] : current.members.filter((id) => id !== userId),
    }));
  const setAreas = (userId: number, next: readonly AreaDraft[]) => setFields((current) => ({ ...current, areas: { ...current.areas, [userId]: next } }));
  /** A whole number from 1 to `max` typed into one of the rule's number fields. */
  const minutesOrCount = (name: 'daily_cap' | 'speed_to_lead_minutes', max: number) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: 1,
    max,
    value: fields[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!feedback.check(validateRules(fields))) return;
    const sent = fields;
    save.mutate(toBody(sent), {
      onSuccess: (saved) => {
        toast.success('Assignment rule saved', { description: ruleSummary(saved) });
        onClose();
      },
      onError: (error) => feedback.refuse(rulesFailure(error, sent)),
    });
  };

  return (
    <form ref={feedback.formRef} onSubmit={handleSubmit} noValidate aria-label="Assignment rules">
      {feedback.formError ? <Notice tone="danger">{feedback.formError}</Notice> : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>How new leads are assigned</legend>
        {MODES.map((mode) => (
          <label key={mode.value} className={styles.mode}>
            <input
              type="radio"
              name="mode"
              className={styles.modeInput}
              value={mode.value}
              checked={fields.mode === mode.value}
              onChange={() => set('mode', mode.value)}
            />
            <span>
              {mode.label}
              <span className={styles.hint}>{mode.hint}</span>
            </span>
          </label>
        ))}
        {errors.mode ? <p className={styles.error}>{errors.mode}</p> : null}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Members who take new leads</legend>
        {people.length === 0 ? (
          <EmptyState title="Nobody on your team yet" headingLevel={3} icon="users">
            New leads stay with you until someone joins your team.
          </EmptyState>
        ) : (
          <ul className={styles.members} aria-label="Team members">
            {people.map((person) => {
              const userId = person.user.user_id;
              const chosen = fields.members.includes(userId);
              const name = `${personName(person.user)}${person.self ? ' (you)' : ''}`;
              const today = todayOf(userId);
              return (
                <li key={userId} className={styles.member}>
                  <div className={styles.memberRow}>
                    <CheckboxField
                      label={`${name} · ${roleName(person.user.user_type)}`}
                      checked={chosen}
                      onChange={(event) => toggle(userId, event.target.checked)}
                      error={errors[memberKey(userId)]}
                      {...(errors.members ? { 'aria-invalid': true, 'aria-describedby': membersErrorId } : {})}
                    />
                    <span className={styles.today}>
                      {today} {today === 1 ? 'lead' : 'leads'} today{rules.daily_cap !== null ? ` of ${rules.daily_cap}` : ''}
                    </span>
                  </div>
                  {fields.mode === 'area' && chosen ? (
                    <MemberAreas name={name} userId={userId} areas={fields.areas[userId] ?? []} errors={errors} onChange={(next) => setAreas(userId, next)} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {errors.members ? (
          <p id={membersErrorId} className={styles.error}>
            {errors.members}
          </p>
        ) : null}
      </fieldset>

      <FieldRow>
        <TextField
          label="Daily cap per member (optional)"
          hint="Leads one member receives by rule each day (UTC); at the cap the next member takes them."
          {...minutesOrCount('daily_cap', DAILY_CAP_MAX)}
        />
        <TextField
          label="Call new leads within (minutes)"
          hint="The speed-to-lead target: leads not contacted by then are marked overdue."
          {...minutesOrCount('speed_to_lead_minutes', SPEED_MAX_MINUTES)}
        />
      </FieldRow>
      <Muted>
        {rules.updated_at === null
          ? 'No rule saved yet: new leads stay with you and the target is an hour.'
          : `Last saved ${dayjs(rules.updated_at).format('D MMM YYYY, HH:mm')}.`}
      </Muted>
      <FormActions submit="Save rule" busyLabel="Saving…" busy={save.isPending} onCancel={onClose} />
    </form>
  );
}

function MemberAreas({
  name,
  userId,
  areas,
  errors,
  onChange,
}: {
  name: string;
  userId: number;
  areas: readonly AreaDraft[];
  errors: Partial<Record<string, string>>;
  onChange: (next: readonly AreaDraft[]) => void;
}) {
  const states = useQuery(leadMasterQueries.states());
  const stateOptions = (states.data ?? []).map((state) => ({ value: String(state.state_id), label: state.state_name }));
  const replace = (index: number, area: AreaDraft) => onChange(areas.map((current, i) => (i === index ? area : current)));
  return (
    <fieldset className={styles.areas}>
      <legend className={styles.hint}>Areas {name} covers</legend>
      {areas.length === 0 ? <Muted>No area yet: {name} takes leads when no member covers a lead’s area.</Muted> : null}
      {areas.map((area, index) => (
        <div key={index} className={styles.areaRow}>
          <IdSelectField
            className={styles.areaField}
            label={`State, area ${index + 1}`}
            emptyOption={states.isPending ? 'Loading states…' : 'Choose a state'}
            options={stateOptions}
            value={area.state_id ?? undefined}
            error={errors[areaKey(userId, index)]}
            onChange={(stateId) => replace(index, { state_id: stateId, city_id: null })}
          />
          <CitySelect stateId={area.state_id} value={area.city_id} index={index} onChange={(cityId) => replace(index, { ...area, city_id: cityId })} />
          <Button variant="ghost" aria-label={`Remove area ${index + 1} of ${name}`} onClick={() => onChange(areas.filter((_, i) => i !== index))}>
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...areas, { state_id: null, city_id: null }])}>
        Add an area for {name}
      </Button>
    </fieldset>
  );
}

function CitySelect({ stateId, value, index, onChange }: { stateId: number | null; value: number | null; index: number; onChange: (cityId: number | null) => void }) {
  const cities = useQuery({ ...leadMasterQueries.cities(stateId ?? 0), enabled: stateId !== null });
  return (
    <IdSelectField
      className={styles.areaField}
      label={`City (optional), area ${index + 1}`}
      emptyOption="Any city of the state"
      options={(cities.data ?? []).map((city) => ({ value: String(city.city_id), label: city.city_name }))}
      value={value ?? undefined}
      disabled={stateId === null}
      onChange={onChange}
    />
  );
}
