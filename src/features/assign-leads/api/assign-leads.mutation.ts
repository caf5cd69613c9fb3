import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadQueries, saveLead, type Lead } from '@/entities/lead';

export type AssignOutcome = { assigned: number[]; failed: { lead: Lead; error: unknown }[] };

/**
 * Gives each lead to `assigneeId` (null: back to its owner). Until the contract has a bulk call, each lead is saved
 * with its new assignee (POST /my-lead/save with lead_id: the fields left out keep their values); a refusal of one
 * lead does not stop the others, and the outcome says which failed.
 */
export async function assignLeads(leads: readonly Lead[], assigneeId: number | null): Promise<AssignOutcome> {
  const outcome: AssignOutcome = { assigned: [], failed: [] };
  for (const lead of leads) {
    const contact = lead.email ? { email: lead.email } : { mobile: lead.mobile ?? '' };
    try {
      await saveLead({ lead_id: lead.lead_id, first_name: lead.first_name, ...contact, assigned_to: assigneeId });
      outcome.assigned.push(lead.lead_id);
    } catch (error) {
      outcome.failed.push({ lead, error });
    }
  }
  return outcome;
}

/** Assigns the selected leads to a team member; every lead list and statistic is read again. */
export function useAssignLeads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ leads, assigneeId }: { leads: readonly Lead[]; assigneeId: number | null }) => assignLeads(leads, assigneeId),
    onSettled: () => void client.invalidateQueries({ queryKey: leadQueries.all() }),
  });
}
