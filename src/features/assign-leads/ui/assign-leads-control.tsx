import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { leadMasterQueries, personName, type Lead } from '@/entities/lead';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { useAssignLeads, type AssignOutcome } from '../api/assign-leads.mutation';

export type AssignLeadsControlProps = {
  leads: readonly Lead[];
  /** Called with what happened (the page says it and clears the selection). */
  onDone: (outcome: AssignOutcome, assigneeName: string) => void;
};

/** "Assign to" a team member (the caller or someone they manage) and the button that assigns the selected leads. */
export function AssignLeadsControl({ leads, onDone }: AssignLeadsControlProps) {
  const members = useQuery(leadMasterQueries.teamMembers());
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignLeads();
  const options = (members.data ?? []).map((member) => ({ value: String(member.user_id), label: member.is_self ? `Me (${personName(member)})` : personName(member) }));

  const handleAssign = () => {
    const member = members.data?.find((m) => String(m.user_id) === assignee);
    if (!member) {
      setError('Choose who gets the leads.');
      return;
    }
    setError(null);
    assign.mutate({ leads, assigneeId: member.user_id }, { onSuccess: (outcome) => onDone(outcome, personName(member)) });
  };

  return (
    <>
      <SelectField
        label="Assign to"
        emptyOption={members.isPending ? 'Loading the team…' : members.isError ? 'The team could not be loaded' : 'Choose a team member'}
        options={options}
        value={assignee}
        error={error}
        onChange={(event) => setAssignee(event.target.value)}
      />
      <Button onClick={handleAssign} busy={assign.isPending} disabled={leads.length === 0}>
        {assign.isPending ? 'Assigning…' : 'Assign'}
      </Button>
    </>
  );
}
