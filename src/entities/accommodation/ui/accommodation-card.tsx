import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/lib/calendar-date';
import { formatMinor } from '@/shared/lib/money';
import { cardSurface } from '@/shared/ui/card';
import { accommodationTypeLabel, type Accommodation } from '../model/accommodation.types';
import * as styles from './accommodation-card.css';

export type AccommodationCardProps = {
  accommodation: Accommodation;
  headingLevel?: 2 | 3;
  /** Who recommended it, a note, a favourite mark: what the page adds about this place. */
  children?: ReactNode;
  /** What the viewer may do with it (recommend, dismiss); the page decides. */
  actions?: ReactNode;
};

const distance = (km: number | null) => (km === null ? null : `${Math.round(km * 10) / 10} km to campus`);

/** One accommodation of a list: a list item named by the place, with its kind, place, rent per month and amenities. */
export function AccommodationCard({ accommodation: a, headingLevel = 2, children, actions }: AccommodationCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={cardSurface} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {a.name}
      </Heading>
      <p className={styles.meta}>
        {accommodationTypeLabel(a.type)} · {a.city.name}, {a.country.name}
        {a.near_university ? (
          <>
            {' · near '}
            <Link to={`/university-detail/${a.near_university.university_id}`}>{a.near_university.name}</Link>
          </>
        ) : null}
        {a.distance_to_campus_km !== null ? <> · {distance(a.distance_to_campus_km)}</> : null}
      </p>
      <p className={styles.rent}>{formatMinor(a.rent_per_month_minor, a.currency)} a month</p>
      {a.description ? <p className={styles.text}>{a.description}</p> : null}
      {a.amenities.length > 0 || a.available_from ? (
        <p className={styles.meta}>
          {a.amenities.join(' · ')}
          {a.amenities.length > 0 && a.available_from ? ' · ' : ''}
          {a.available_from ? `available from ${formatDate(a.available_from)}` : ''}
        </p>
      ) : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
