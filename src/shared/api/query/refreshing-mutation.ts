import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after whose success every cached read under `queryKey` is read again. The mutation is done as soon as
 * the server has answered: the reads refresh behind it.
 */
export function useRefreshingMutation<Data, Variables>(mutationFn: (variables: Variables) => Promise<Data>, queryKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey }) });
}
