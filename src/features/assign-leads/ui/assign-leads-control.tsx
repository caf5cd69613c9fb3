import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { leadMasterQueries, memberName, personName, type LeadAssignResult } from '@/entities/lead';
import { isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { useAssignLeads } from '../api/assign-leads.mutation';

export type AssignLeadsControlProps = {
  leadIds: readonly number[];
  /** Called after the leads were assigned (the page says so and clears the selection). */
  onAssigned: (result: LeadAssignResult, assigneeName: string) => void;
  /** Called when the assignment was refused, with the words to show. */
  onFailed: (message: string) => void;
};

/** Why an assignment was refused, in words. */
function assignFailure(error: unknown): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Check your connection and try again.';
  const field = error.body?.errors?.[0];
  if (field) return `The leads were not assigned: ${field.message}.`;
  if (error.status === 404) return 'Some of these leads are no longer yours to assign. Reload the list and try again.';
  return 'The leads could not be assigned just now. Try again in a moment.';
}

/** "Assign to" a team member (the caller or someone they manage) and the button that assigns the chosen leads. */
export function AssignLeadsControl({ leadIds, onAssigned, onFailed }: AssignLeadsControlProps) {
  const members = useQuery(leadMasterQueries.teamMembers());
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignLeads();
  const options = (members.data ?? []).map((member) => ({ value: String(member.user_id), label: memberName(member) }));

  const handleAssign = () => {
    const member = members.data?.find((m) => String(m.user_id) === assignee);
    if (!member) {
      setError('Choose who gets the leads.');
      return;
    }
    setError(null);
    assign.mutate(
      { leadIds: [...leadIds], assigneeId: member.user_id },
      { onSuccess: (result) => onAssigned(result, personName(member)), onError: (failure) => onFailed(assignFailure(failure)) },
    );
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
      <Button onClick={handleAssign} busy={assign.isPending} disabled={leadIds.length === 0}>
        {assign.isPending ? 'Assigning…' : 'Assign'}
      </Button>
    </>
  );
}
