import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContactList, nurturingQueries, type ContactListCreateBody } from '@/entities/nurturing';

/** Creates an empty contact list; the lists are read again. */
export function useCreateContactList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactListCreateBody) => createContactList(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
