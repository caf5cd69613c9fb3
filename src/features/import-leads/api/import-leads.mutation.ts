import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importLeads, leadQueries } from '@/entities/lead';

/** Imports a CSV of leads; the lists and counts are read again. */
export function useImportLeads() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (file: File) => importLeads(file), onSuccess: () => void client.invalidateQueries({ queryKey: leadQueries.all() }) });
}
