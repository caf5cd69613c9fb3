import { useState } from 'react';
import { Button } from '../button';

export type ExportOutcome = { tone: 'success' | 'danger'; text: string };

export type ExportButtonProps = {
  /**
   * Makes the file and hands it to the browser; answers how many rows it held, where it knows. Load its code inside (on
   * first click).
   */
  run: () => Promise<number | void>;
  /** What a row is, one and many: "invoice", "invoices". Without it (or a count), only a failure is said. */
  noun?: readonly [one: string, many: string];
  onDone: (outcome: ExportOutcome) => void;
};

/** The props of a list's own export button: the list's filters (the export takes every page of them) and what to say after. */
export type ExportListButtonProps<Filters> = { params: Filters; onDone: (outcome: ExportOutcome) => void };

/** "Export CSV" of a filtered list: busy while it runs, then says how many rows went out or that it failed. */
export function ExportButton({ run, noun, onDone }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      const count = await run();
      if (typeof count === 'number' && noun) onDone({ tone: 'success', text: `${count} ${count === 1 ? `${noun[0]} was` : `${noun[1]} were`} exported.` });
    } catch {
      onDone({ tone: 'danger', text: 'The export could not be made just now. Try again in a moment.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void handleExport()}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
