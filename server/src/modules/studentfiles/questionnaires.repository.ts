// The SQL of the SOP questionnaire (sop_questions, sop_answers) and of the counselling questionnaire
// (counselling_questions, their options, question_responses).
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';

export type SopAnswers = PortalSchemas['SopAnswers'];
export type QuestionResponse = PortalSchemas['QuestionResponse'];
export type QuestionKind = 'text' | 'single_choice' | 'multiple_choice';

type SopRow = { question_id: number; question: string; hint: string | null; max_length: number; answer: string | null; updated_at: Date | null };

/** Every SOP question in order with the student's answer (null if none), and the time of the latest answer. */
export async function loadSop(db: Queryable, studentId: number): Promise<SopAnswers> {
  const { rows } = await db.query<SopRow>(
    `SELECT q.question_id, q.question, q.hint, q.max_length, a.answer, a.updated_at
       FROM sop_questions q LEFT JOIN sop_answers a ON a.question_id = q.question_id AND a.student_user_id = $1
      ORDER BY q.position`,
    [studentId],
  );
  let latest: Date | null = null;
  const questions = rows.map((r) => {
    const at = r.updated_at ? new Date(r.updated_at) : null;
    if (at && (!latest || at > latest)) latest = at;
    return { ...r, updated_at: at?.toISOString() ?? null };
  });
  return {
    student_user_id: studentId,
    questions,
    answered_count: questions.filter((q) => q.answer !== null).length,
    updated_at: (latest as Date | null)?.toISOString() ?? null,
  };
}

/** The longest answer each SOP question takes, by question id. */
export async function sopLimits(db: Queryable): Promise<Map<number, number>> {
  const { rows } = await db.query<{ question_id: number; max_length: number }>('SELECT question_id, max_length FROM sop_questions');
  return new Map(rows.map((r) => [r.question_id, r.max_length]));
}

export async function deleteSopAnswer(tx: Queryable, studentId: number, questionId: number): Promise<void> {
  await tx.query('DELETE FROM sop_answers WHERE student_user_id = $1 AND question_id = $2', [studentId, questionId]);
}

/** Sets an answer; an unchanged answer keeps its time and author. */
export async function upsertSopAnswer(tx: Queryable, studentId: number, questionId: number, answer: string, by: number): Promise<void> {
  await tx.query(
    `INSERT INTO sop_answers (student_user_id, question_id, answer, updated_at, updated_by) VALUES ($1, $2, $3, now(), $4)
     ON CONFLICT (student_user_id, question_id) DO UPDATE
       SET answer = EXCLUDED.answer, updated_at = now(), updated_by = EXCLUDED.updated_by
       WHERE sop_answers.answer IS DISTINCT FROM EXCLUDED.answer`,
    [studentId, questionId, answer, by],
  );
}

export type CounsellingQuestion = { question_id: number; question: string; kind: QuestionKind; option_ids: number[] };

/** One counselling question with the ids of its options in their order. */
export async function findCounsellingQuestion(db: Queryable, questionId: number): Promise<CounsellingQuestion | undefined> {
  const { rows } = await db.query<Omit<CounsellingQuestion, 'option_ids'> & { option_ids: string }>(
    `SELECT q.question_id, q.question, q.kind,
            coalesce(json_agg(o.option_id ORDER BY o.position) FILTER (WHERE o.option_id IS NOT NULL), '[]')::text AS option_ids
       FROM counselling_questions q LEFT JOIN counselling_question_options o ON o.question_id = q.question_id
      WHERE q.question_id = $1 GROUP BY q.question_id`,
    [questionId],
  );
  return rows[0] ? { ...rows[0], option_ids: JSON.parse(rows[0].option_ids) as number[] } : undefined;
}

type ResponseRow = {
  response_id: number;
  student_user_id: number;
  question_id: number;
  question: string;
  answer_text: string | null;
  selected_option_ids: string;
  answered_by: number;
  answered_by_name: string;
  answered_by_role: PortalSchemas['UserType'];
  answered_at: Date;
};

const pgIntArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

const RESPONSE_SELECT = `SELECT r.response_id, r.student_user_id, r.question_id, q.question, r.answer_text,
         array_to_json(r.selected_option_ids)::text AS selected_option_ids, r.answered_by,
         trim(u.first_name || ' ' || u.last_name) AS answered_by_name, u.user_type AS answered_by_role, r.answered_at
    FROM question_responses r JOIN counselling_questions q ON q.question_id = r.question_id
    JOIN users u ON u.user_id = r.answered_by`;

function toResponse(r: ResponseRow): QuestionResponse {
  return {
    response_id: r.response_id,
    student_user_id: r.student_user_id,
    question_id: r.question_id,
    question: r.question,
    answer_text: r.answer_text,
    selected_option_ids: JSON.parse(r.selected_option_ids) as number[],
    answered_by: { user_id: r.answered_by, name: r.answered_by_name, role: r.answered_by_role },
    answered_at: new Date(r.answered_at).toISOString(),
  };
}

export type ResponseFields = { studentId: number; questionId: number; text: string | null; optionIds: readonly number[]; by: number };

/** Saves (replaces) the student's answer to one question and answers it as stored. */
export async function upsertResponse(tx: Queryable, fields: ResponseFields): Promise<QuestionResponse> {
  const { rows } = await tx.query<{ response_id: number }>(
    `INSERT INTO question_responses (student_user_id, question_id, answer_text, selected_option_ids, answered_by, answered_at)
     VALUES ($1, $2, $3, $4::int[], $5, now())
     ON CONFLICT (student_user_id, question_id) DO UPDATE SET answer_text = EXCLUDED.answer_text,
       selected_option_ids = EXCLUDED.selected_option_ids, answered_by = EXCLUDED.answered_by, answered_at = now()
     RETURNING response_id`,
    [fields.studentId, fields.questionId, fields.text, pgIntArray(fields.optionIds), fields.by],
  );
  const saved = await tx.query<ResponseRow>(`${RESPONSE_SELECT} WHERE r.response_id = $1`, [rows[0].response_id]);
  return toResponse(saved.rows[0]);
}

export type QuestionRow = { question_id: number; question: string; kind: QuestionKind };
export type OptionRow = { question_id: number; option_id: number; label: string };

/** The counselling questions and their options in order, and the student's answers. */
export async function counsellingOf(db: Queryable, studentId: number) {
  const [questions, options, responses] = await Promise.all([
    db.query<QuestionRow>('SELECT question_id, question, kind FROM counselling_questions ORDER BY position'),
    db.query<OptionRow>('SELECT question_id, option_id, label FROM counselling_question_options ORDER BY question_id, position'),
    db.query<ResponseRow>(`${RESPONSE_SELECT} WHERE r.student_user_id = $1`, [studentId]),
  ]);
  return { questions: questions.rows, options: options.rows, responses: responses.rows.map(toResponse) };
}
