import type { UniversityDetail, UniversityRequirement, UniversitySur } from '@/entities/university';
import * as styles from './university-detail-page.css';

/** A calendar date (`YYYY-MM-DD`) as the app writes dates: DD-MM-YYYY. */
const calendarDate = (value: string) => value.split('-').reverse().join('-');

function requirementLines(requirement: UniversityRequirement): string[] {
  const r = requirement.requirements;
  const lines: string[] = [];
  if (r.percentage !== null) lines.push(`At least ${r.percentage}% in the previous qualification`);
  if (r.ielts_overall !== null) lines.push(`IELTS ${r.ielts_overall} overall${r.ielts_min_band !== null ? `, no band under ${r.ielts_min_band}` : ''}`);
  if (r.toefl_total !== null) lines.push(`TOEFL ${r.toefl_total}`);
  if (r.pte_overall !== null) lines.push(`PTE ${r.pte_overall}`);
  if (r.duolingo !== null) lines.push(`Duolingo ${r.duolingo}`);
  if (r.gap_years_allowed !== null) lines.push(`Up to ${r.gap_years_allowed} gap ${r.gap_years_allowed === 1 ? 'year' : 'years'}`);
  if (requirement.backlogs_allowed !== null) lines.push(`Up to ${requirement.backlogs_allowed} ${requirement.backlogs_allowed === 1 ? 'backlog' : 'backlogs'}`);
  return lines;
}

/** "SUR": the scholarships the university offers and its entry requirements per course level. */
export function UniversitySurPanel({ sur, levels }: { sur: UniversitySur; levels: UniversityDetail['course_levels'] }) {
  const levelName = (id: number | null) => (id === null ? 'Every level' : (levels.find((level) => level.course_level_id === id)?.name ?? 'One level'));
  return (
    <>
      {sur.scholarships.length > 0 ? (
        <section className={styles.section} aria-labelledby="university-scholarships">
          <h2 id="university-scholarships" className={styles.sectionTitle}>
            Scholarships
          </h2>
          <ul className={styles.cards} aria-label="Scholarships">
            {sur.scholarships.map((scholarship) => (
              <li key={scholarship.scholarship_id} className={styles.card} aria-label={scholarship.name}>
                <h3 className={styles.cardTitle}>{scholarship.name}</h3>
                <p style={{ margin: 0 }}>{scholarship.amount_text}</p>
                <p className={styles.meta}>
                  {levelName(scholarship.course_level_id)}
                  {scholarship.deadline ? ` · apply by ${calendarDate(scholarship.deadline)}` : ''}
                </p>
                {scholarship.eligibility ? <p className={styles.meta}>Who qualifies: {scholarship.eligibility}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sur.requirements.length > 0 ? (
        <section className={styles.section} aria-labelledby="university-requirements">
          <h2 id="university-requirements" className={styles.sectionTitle}>
            Entry requirements
          </h2>
          <ul className={styles.cards} aria-label="Entry requirements">
            {sur.requirements.map((requirement) => {
              const lines = requirementLines(requirement);
              return (
                <li key={requirement.course_level_id} className={styles.card} aria-label={requirement.course_level_name}>
                  <h3 className={styles.cardTitle}>{requirement.course_level_name}</h3>
                  {lines.length > 0 ? (
                    <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
                      {lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.meta}>No minimum scores set.</p>
                  )}
                  {requirement.notes ? <p className={styles.meta}>{requirement.notes}</p> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
