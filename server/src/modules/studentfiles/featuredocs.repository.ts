// The SQL of feature documents: files delivered with a feature of a service a student availed (feature_docs; the
// plans, features and availed services belong to payments, read here only to check a feature was availed).
import type { Queryable } from '../../db/types.ts';
import { Conditions } from '../../domain/lists/index.ts';

export type FeatureDocRow = {
  feature_doc_id: number;
  student_user_id: number;
  feature_id: number;
  feature_name: string;
  title: string;
  note: string | null;
  map_id: number;
  added_by: number;
  added_by_name: string;
  created_at: Date;
};

const SELECT = `SELECT fd.feature_doc_id, fd.student_user_id, fd.feature_id, f.name AS feature_name, fd.title, fd.note, fd.map_id,
       fd.added_by, trim(u.first_name || ' ' || u.last_name) AS added_by_name, fd.created_at
  FROM feature_docs fd
  JOIN plan_features f ON f.feature_id = fd.feature_id
  JOIN users u ON u.user_id = fd.added_by
  JOIN student_documents d ON d.map_id = fd.map_id AND d.removed_at IS NULL`;

/** Whether the student availed a service (not cancelled) that holds the feature. */
export async function featureAvailed(db: Queryable, studentId: number, featureId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM user_services us JOIN user_service_features usf ON usf.availed_id = us.availed_id
      WHERE us.user_id = $1 AND us.status <> 'cancelled' AND usf.feature_id = $2`,
    [studentId, featureId],
  );
  return rows.length > 0;
}

export type NewFeatureDoc = { studentId: number; featureId: number; mapId: number; title: string; note: string | null; addedBy: number };

/** Attaches a file to a feature; undefined when the file is attached already. */
export async function insertFeatureDoc(tx: Queryable, doc: NewFeatureDoc): Promise<FeatureDocRow | undefined> {
  const { rows } = await tx.query<{ feature_doc_id: number }>(
    `INSERT INTO feature_docs (student_user_id, feature_id, map_id, title, note, added_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (map_id) DO NOTHING RETURNING feature_doc_id`,
    [doc.studentId, doc.featureId, doc.mapId, doc.title, doc.note, doc.addedBy],
  );
  if (rows.length === 0) return undefined;
  const saved = await tx.query<FeatureDocRow>(`${SELECT} WHERE fd.feature_doc_id = $1`, [rows[0].feature_doc_id]);
  return saved.rows[0];
}

/** The student's feature documents whose files are not removed, newest first, optionally of one feature. */
export async function listFeatureDocs(db: Queryable, studentId: number, featureId: number | undefined): Promise<FeatureDocRow[]> {
  const where = new Conditions().eq('fd.student_user_id', studentId).eq('fd.feature_id', featureId);
  const { rows } = await db.query<FeatureDocRow>(`${SELECT} ${where.sql} ORDER BY fd.created_at DESC, fd.feature_doc_id DESC`, where.params);
  return rows;
}
