// Documents delivered with the features of services a student availed (plans and features belong to payments).
import type { components } from '../../../../openapi/generated/portal.d.ts';
import type { Db, Queryable } from '../../db/types.ts';
import { conflict, unprocessable, type FieldError } from '../../http/errors.ts';
import type { Caller } from '../../http/ownership.ts';
import { findFile } from './documents.repository.ts';
import type { DocumentsService } from './documents.service.ts';

type S = components['schemas'];
export type FeatureDoc = S['FeatureDoc'];

type FeatureDocRow = {
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

export function makeFeatureDocsService(db: Db, documents: DocumentsService) {
  async function answer(tx: Queryable, rows: FeatureDocRow[]): Promise<FeatureDoc[]> {
    const out: FeatureDoc[] = [];
    for (const row of rows) {
      const file = await findFile(tx, row.map_id);
      out.push({
        feature_doc_id: row.feature_doc_id,
        student_user_id: row.student_user_id,
        feature_id: row.feature_id,
        feature_name: row.feature_name,
        title: row.title,
        note: row.note,
        document: documents.toFile(file!),
        added_by: { user_id: row.added_by, name: row.added_by_name },
        created_at: new Date(row.created_at).toISOString(),
      });
    }
    return out;
  }

  return {
    /**
     * Attaches a `feature_doc` file of the student to a feature of a service they availed (not cancelled): 422 for a
     * file of another kind or student, or a feature they did not avail; 409 when the file is already attached.
     */
    async add(caller: Caller, body: S['FeatureDocBody']): Promise<FeatureDoc> {
      const errors: FieldError[] = [];
      const file = await findFile(db, body.map_id);
      if (!file || file.kind !== 'feature_doc') {
        errors.push({ field: 'body/map_id', message: 'was not uploaded as a feature document (kind feature_doc)' });
      } else if (file.student_user_id !== body.student_user_id) {
        errors.push({ field: 'body/map_id', message: `is filed under another student, not ${body.student_user_id}` });
      }
      const { rows: features } = await db.query(
        `SELECT 1 FROM user_services us JOIN user_service_features usf ON usf.availed_id = us.availed_id
          WHERE us.user_id = $1 AND us.status <> 'cancelled' AND usf.feature_id = $2`,
        [body.student_user_id, body.feature_id],
      );
      if (features.length === 0) {
        errors.push({ field: 'body/feature_id', message: `is not a feature of a service student ${body.student_user_id} availed` });
      }
      const title = body.title.trim();
      if (title === '') errors.push({ field: 'body/title', message: 'must not be blank' });
      if (errors.length > 0) throw unprocessable(`document not attached: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);

      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ feature_doc_id: number }>(
          `INSERT INTO feature_docs (student_user_id, feature_id, map_id, title, note, added_by) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (map_id) DO NOTHING RETURNING feature_doc_id`,
          [body.student_user_id, body.feature_id, body.map_id, title, body.note?.trim() || null, caller.userId],
        );
        if (rows.length === 0) throw conflict(`file ${body.map_id} is already attached to a feature`);
        const { rows: saved } = await tx.query<FeatureDocRow>(`${SELECT} WHERE fd.feature_doc_id = $1`, [rows[0].feature_doc_id]);
        return (await answer(tx, saved))[0];
      });
    },

    /** The student's feature documents (their files not removed), newest first, optionally of one feature. */
    async list(studentId: number, featureId?: number): Promise<FeatureDoc[]> {
      const { rows } = await db.query<FeatureDocRow>(
        `${SELECT} WHERE fd.student_user_id = $1 AND ($2::int IS NULL OR fd.feature_id = $2)
          ORDER BY fd.created_at DESC, fd.feature_doc_id DESC`,
        [studentId, featureId ?? null],
      );
      return answer(db, rows);
    },
  };
}

export type FeatureDocsService = ReturnType<typeof makeFeatureDocsService>;
