const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "20 Nov 2026, 11:30 am": a moment of a record's life, in the browser's zone. */
export const momentText = (iso: string) => timeFormat.format(new Date(iso));

/** One move of a record: what it became ("Draft → Issued"), when (ISO), by whom in words ("by you"), and its note. */
export type HistoryMove = { key: string; what: string; at: string; by: string; note?: string | null };

type StatusHistoryProps = {
  /** The heading's id (the section is named by it). */
  id: string;
  moves: readonly HistoryMove[];
  className?: string;
  titleClassName?: string;
  listClassName?: string;
};

/** A record's status history as a section: one line per move, "Draft → Issued · 20 Nov 2026, 11:30 am · by you · note". */
export function StatusHistory({ id, moves, className, titleClassName, listClassName }: StatusHistoryProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        Status history
      </h2>
      <ol className={listClassName}>
        {moves.map((move) => (
          <li key={move.key}>
            {move.what} · {momentText(move.at)} · {move.by}
            {move.note ? ` · ${move.note}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
