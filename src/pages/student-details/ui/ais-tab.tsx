import { useQuery } from '@tanstack/react-query';
import { AIS_FIELDS, AIS_SECTION_KEYS, AIS_SECTION_LABELS, choiceLabel, type AisField, type AisSheet } from '@/entities/ais';
import { referenceDataQueries } from '@/entities/reference-data';
import { studentQueries } from '@/entities/student';
import { formatDate } from '@/shared/lib/calendar-date';
import { DetailList } from '@/shared/ui/detail-list';
import { Spinner } from '@/shared/ui/loading-overlay';
import { ErrorState } from '@/shared/ui/state';
import * as styles from './ais-tab.css';

type Country = { country_id: number; name: string };

/** One value as a person reads it: a country's name, a choice's words, a date as DD-MM-YYYY, Yes/No; '' when empty. */
function aisValueText(field: AisField, value: unknown, countries: readonly Country[]): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'country':
      return countries.find((c) => c.country_id === Number(value))?.name ?? 'Unknown country';
    case 'select':
      return choiceLabel(String(value));
    case 'date':
      return formatDate(String(value));
    default:
      return String(value);
  }
}

/**
 * A student's Additional Information Sheet, read-only: a panel per section, each entry a definition list with readable
 * labels, names for ids (countries) and choices, dates in the spec's format. Empty values are left out.
 */
function AisSheetView({ sheet, countries }: { sheet: AisSheet; countries: readonly Country[] }) {
  return (
    <div className={styles.sheet}>
      {AIS_SECTION_KEYS.map((key) => {
        const headingId = `ais-view-${key}`;
        const items = sheet[key] as readonly Record<string, unknown>[];
        return (
          <section key={key} aria-labelledby={headingId} className={styles.section}>
            <h3 id={headingId} className={styles.title}>
              {AIS_SECTION_LABELS[key]}
              {items.length > 1 ? ` (${items.length})` : ''}
            </h3>
            {items.length === 0 ? (
              <p className={styles.empty}>Nothing entered.</p>
            ) : (
              <ul className={styles.entries}>
                {items.map((item, index) => (
                  <li key={index} className={styles.entry} aria-label={`${AIS_SECTION_LABELS[key]} entry ${index + 1}`}>
                    <DetailList items={AIS_FIELDS[key].map((field) => ({ term: field.label, value: aisValueText(field, item[field.name], countries) }))} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The AIS tab of a student's details (loaded when opened): the sheet, read-only, with countries by name. */
export function AisTab({ studentUserId }: { studentUserId: number }) {
  const ais = useQuery(studentQueries.ais(studentUserId));
  const countries = useQuery(referenceDataQueries.countries());
  if (ais.isPending) return <Spinner label="Loading the AIS" />;
  if (ais.isError) return <ErrorState title="The AIS could not be loaded" headingLevel={3} onRetry={ais.refetch} />;
  return <AisSheetView sheet={ais.data} countries={countries.data ?? []} />;
}
