// Chat attachments are stored files of a student (student_documents, whose file columns the student-files area adds):
// answered as the contract's DocumentFile, with the download address of downloadStudentFile.
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../http/contract.ts';
import { studentReachSql } from '../../http/ownership.ts';
import type { components } from '../../../../openapi/generated/portal.d.ts';

export type DocumentFile = components['schemas']['DocumentFile'];

type FileRow = {
  map_id: number;
  student_user_id: number;
  kind: DocumentFile['kind'];
  document_type_id: number | null;
  document_type_name: string | null;
  original_name: string;
  size_bytes: number;
  mime_type: DocumentFile['mime_type'];
  created_at: Date;
  uploaded_by: number;
  uploaded_by_name: string;
};

export type Attachments = {
  /** The live stored files among `mapIds`, by map_id (removed files and bare rows without a file are left out). */
  describe(db: Queryable, mapIds: readonly number[]): Promise<Map<number, DocumentFile>>;
  /** Whether `userId` (with `role`) reaches the student a file is filed under, i.e. may download it. */
  canOpen(db: Queryable, userId: number, role: Role, file: DocumentFile): Promise<boolean>;
};

export function makeAttachments(config: Config): Attachments {
  const downloadBase = `${config.publicUrl}${config.portalBase}/common/student-file/`;
  return {
    async describe(db, mapIds) {
      if (mapIds.length === 0) return new Map();
      const { rows } = await db.query<FileRow>(
        `SELECT d.map_id, d.student_user_id, d.kind, d.document_type_id, t.name AS document_type_name, d.original_name,
                d.size_bytes, d.mime_type, d.created_at, d.uploaded_by,
                trim(u.first_name || ' ' || u.last_name) AS uploaded_by_name
           FROM student_documents d
           JOIN users u ON u.user_id = d.uploaded_by
           LEFT JOIN document_types t ON t.document_type_id = d.document_type_id
          WHERE d.map_id = ANY ($1::int[]) AND d.removed_at IS NULL
            AND d.original_name IS NOT NULL AND d.size_bytes IS NOT NULL AND d.mime_type IS NOT NULL`,
        [[...new Set(mapIds)]],
      );
      return new Map(
        rows.map((r) => [
          r.map_id,
          {
            map_id: r.map_id,
            student_user_id: r.student_user_id,
            kind: r.kind,
            document_type: r.document_type_id === null ? null : { document_type_id: r.document_type_id, name: r.document_type_name ?? '' },
            original_name: r.original_name,
            size_bytes: Number(r.size_bytes),
            mime_type: r.mime_type,
            uploaded_at: r.created_at.toISOString(),
            uploaded_by: { user_id: r.uploaded_by, name: r.uploaded_by_name },
            url: `${downloadBase}${r.map_id}`,
          },
        ]),
      );
    },

    async canOpen(db, userId, role, file) {
      const { rows } = await db.query<{ ok: boolean }>(
        `SELECT ${studentReachSql('s')} AS ok FROM users s WHERE s.user_id = $3 AND s.user_type = 'student'`,
        [userId, role, file.student_user_id],
      );
      return rows[0]?.ok === true;
    },
  };
}
