import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { AssignmentRulesBody } from '../model/rules-form';

/** The caller's assignment rule with each member's leads received today (GET /my-lead/assignment-rules). */
export const assignmentRulesQuery = () =>
  apiQuery(['lead-assignment-rules'] as const, (signal) => leadsApi.GET('/my-lead/assignment-rules', { signal }));

/** Replaces the caller's rule; the answer (the saved rule, counts included) becomes the query's data. */
export function useSaveAssignmentRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignmentRulesBody) => unwrap(await leadsApi.POST('/my-lead/assignment-rules', { body })).data,
    onSuccess: (saved) => client.setQueryData(assignmentRulesQuery().queryKey, saved),
  });
}
