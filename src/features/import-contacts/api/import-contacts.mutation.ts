import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importContacts, nurturingQueries, type ContactImportBody } from '@/entities/nurturing';

/** Imports contacts into a list (a CSV's text); the lists' counts are read again. */
export function useImportContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactImportBody) => importContacts(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
