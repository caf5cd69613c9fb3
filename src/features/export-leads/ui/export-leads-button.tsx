import { useMutation } from '@tanstack/react-query';
import type { LeadListQuery } from '@/entities/lead';
import { Button } from '@/shared/ui/button';
import { downloadLeadsCsv } from '../api/export-leads';

export type ExportLeadsButtonProps = {
  /** The list's query: the export takes its filters and order, every page. */
  query: LeadListQuery;
  onFailed: (message: string) => void;
};

/** "Export CSV": the leads of the list as filtered (GET /my-lead/export), as a file. */
export function ExportLeadsButton({ query, onFailed }: ExportLeadsButtonProps) {
  const download = useMutation({ mutationFn: () => downloadLeadsCsv(query) });
  return (
    <Button
      variant="secondary"
      busy={download.isPending}
      onClick={() => download.mutate(undefined, { onError: () => onFailed('The export could not be made just now. Try again in a moment.') })}
    >
      {download.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
