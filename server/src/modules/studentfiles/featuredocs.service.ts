// Documents delivered with the features of services a student availed (plans and features belong to payments).
import type { PortalBody, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Unprocessable, type FieldError } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import type { DocumentFiles } from './document-files.ts';
import { findFile } from './documents.repository.ts';
import * as repo from './featuredocs.repository.ts';
import type { FeatureDocRow } from './featuredocs.repository.ts';

export type FeatureDoc = PortalSchemas['FeatureDoc'];

export function makeFeatureDocsService({ db }: Pick<Deps, 'db'>, files: DocumentFiles) {
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
        document: files.toFile(file!),
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
    async add(caller: Caller, body: PortalBody<'addFeatureDoc'>): Promise<FeatureDoc> {
      const errors: FieldError[] = [];
      const file = await findFile(db, body.map_id);
      if (!file || file.kind !== 'feature_doc') {
        errors.push({ field: 'body/map_id', message: 'was not uploaded as a feature document (kind feature_doc)' });
      } else if (file.student_user_id !== body.student_user_id) {
        errors.push({ field: 'body/map_id', message: `is filed under another student, not ${body.student_user_id}` });
      }
      if (!(await repo.featureAvailed(db, body.student_user_id, body.feature_id))) {
        errors.push({ field: 'body/feature_id', message: `is not a feature of a service student ${body.student_user_id} availed` });
      }
      const title = body.title.trim();
      if (title === '') errors.push({ field: 'body/title', message: 'must not be blank' });
      if (errors.length > 0) throw new Unprocessable(`document not attached: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);

      return db.transaction(async (tx) => {
        const saved = await repo.insertFeatureDoc(tx, {
          studentId: body.student_user_id,
          featureId: body.feature_id,
          mapId: body.map_id,
          title,
          note: body.note?.trim() || null,
          addedBy: caller.userId,
        });
        if (!saved) throw new Conflict(`file ${body.map_id} is already attached to a feature`);
        return (await answer(tx, [saved]))[0];
      });
    },

    /** The student's feature documents (their files not removed), newest first, optionally of one feature. */
    async list(studentId: number, featureId?: number): Promise<FeatureDoc[]> {
      return answer(db, await repo.listFeatureDocs(db, studentId, featureId));
    },
  };
}

export type FeatureDocsService = ReturnType<typeof makeFeatureDocsService>;
