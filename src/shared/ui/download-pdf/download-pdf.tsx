import type { DownloadState } from '@/shared/lib/pdf-download';
import { Button } from '../button';
import { Notice } from '../page';

/** "Download PDF": disabled and saying so while the file is made (or when there is nothing to print). */
export function DownloadPdfButton({ download, onClick, disabled = false }: { download: DownloadState; onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={disabled || download.busy}>
      {download.busy ? 'Preparing the PDF…' : 'Download PDF'}
    </Button>
  );
}

/** The failure of the last download, in words; the button stays there to try again. */
export function DownloadPdfFailed({ download }: { download: DownloadState }) {
  return download.failed ? <Notice tone="danger">The PDF could not be downloaded. Check your connection and try again.</Notice> : null;
}
