import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentQueries } from '@/entities/student';
import { portalApi, unwrap } from '@/shared/api';
import type { SectionSpec } from '../model/ais-sections';

export function useSaveAisSection(studentUserId: number, spec: SectionSpec) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: Record<string, unknown>[]) =>
      // The section's items are built and checked by validateSection/toBodyItems against the same contract fields.
      unwrap(await portalApi.POST(spec.path, { body: { student_user_id: studentUserId, items } as never })),
    onSuccess: () => client.invalidateQueries({ queryKey: studentQueries.all() }),
  });
}
