import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentQueries } from '@/entities/student';
import { portalApi, unwrap } from '@/shared/api';
import type { SectionSpec } from '../model/ais-sections';

const UNTOUCHED = new Set([studentQueries.sop(0).queryKey[1], studentQueries.counselling(0).queryKey[1]]);

export function useSaveAisSection(studentUserId: number, spec: SectionSpec) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: Record<string, unknown>[]) =>
      // The section's items are built and checked by validateSection/toBodyItems against the same contract fields.
      unwrap(await portalApi.POST(spec.path, { body: { student_user_id: studentUserId, items } as never })),
    // The student's data that a section feeds (sheet, strength, details); the questionnaires on the same page are
    // their own calls and are left alone (the save would otherwise wait for them to load again).
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: studentQueries.all(),
        predicate: (query) => !UNTOUCHED.has(String(query.queryKey[1])),
      }),
  });
}
