// How a chat attachment is answered: a stored file of the student (student_documents, filled by the student-files
// area) with its download address, the contract's downloadStudentFile (GET /common/student-file/{map_id}).
import type { Config } from '../../config.ts';
import type { DescribeDocuments } from './application-chat.service.ts';
import { iso, type Schemas } from './shared.ts';

type DocumentFile = Schemas['DocumentFile'];

/** Rows that are stored files (a bare row from before files were kept has no name, size or type). */
export const IS_STORED_FILE = 'd.original_name IS NOT NULL AND d.size_bytes IS NOT NULL AND d.mime_type IS NOT NULL';

export function describeDocuments(config: Config): DescribeDocuments {
  const downloadBase = `${config.publicUrl}${config.portalBase}/common/student-file/`;
  return async (db, mapIds) => {
    const { rows } = await db.query<{
      map_id: number; student_user_id: number; kind: DocumentFile['kind']; document_type_id: number | null; type_name: string | null;
      original_name: string; size_bytes: number; mime_type: DocumentFile['mime_type']; created_at: Date; uploaded_by: number;
      uploaded_by_name: string;
    }>(
      `SELECT d.map_id, d.student_user_id, d.kind, d.document_type_id, t.name AS type_name, d.original_name, d.size_bytes,
              d.mime_type, d.created_at, d.uploaded_by, trim(u.first_name || ' ' || u.last_name) AS uploaded_by_name
         FROM student_documents d
         JOIN users u ON u.user_id = d.uploaded_by
         LEFT JOIN document_types t ON t.document_type_id = d.document_type_id
        WHERE d.map_id = ANY($1::int[]) AND d.removed_at IS NULL AND ${IS_STORED_FILE}`,
      [mapIds],
    );
    return new Map(
      rows.map((r) => [
        r.map_id,
        {
          map_id: r.map_id,
          student_user_id: r.student_user_id,
          kind: r.kind,
          document_type: r.document_type_id === null ? null : { document_type_id: r.document_type_id, name: r.type_name ?? '' },
          original_name: r.original_name,
          size_bytes: r.size_bytes,
          mime_type: r.mime_type,
          uploaded_at: iso(r.created_at),
          uploaded_by: { user_id: r.uploaded_by, name: r.uploaded_by_name },
          url: `${downloadBase}${r.map_id}`,
        },
      ]),
    );
  };
}
