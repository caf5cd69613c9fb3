import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nurturingQueries, removeListContact, type ContactRemoveBody } from '@/entities/nurturing';

/** Removes one contact from a list; the lists' counts are read again. */
export function useRemoveListContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRemoveBody) => removeListContact(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
