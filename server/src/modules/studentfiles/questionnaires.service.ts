// The SOP questionnaire (statement of purpose, answered in the student's words) and the counselling questionnaire.
import type { components } from '../../../../openapi/generated/portal.d.ts';
import type { Db, Queryable } from '../../db/types.ts';
import { unprocessable, type FieldError } from '../../http/errors.ts';
import type { Caller } from '../../http/ownership.ts';

type S = components['schemas'];
export type SopAnswers = S['SopAnswers'];
export type QuestionResponse = S['QuestionResponse'];
export type CounsellingQuestionnaire = S['CounsellingQuestionnaire'];

type SopRow = { question_id: number; question: string; hint: string | null; max_length: number; answer: string | null; updated_at: Date | null };

async function loadSop(db: Queryable, studentId: number): Promise<SopAnswers> {
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

type QuestionRow = { question_id: number; question: string; kind: 'text' | 'single_choice' | 'multiple_choice'; option_ids: string };

type ResponseRow = {
  response_id: number;
  student_user_id: number;
  question_id: number;
  question: string;
  answer_text: string | null;
  selected_option_ids: string;
  answered_by: number;
  answered_by_name: string;
  answered_by_role: S['UserType'];
  answered_at: Date;
};

const pgIntArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

const RESPONSE_COLUMNS = `r.response_id, r.student_user_id, r.question_id, q.question, r.answer_text,
  array_to_json(r.selected_option_ids)::text AS selected_option_ids, r.answered_by,
  trim(u.first_name || ' ' || u.last_name) AS answered_by_name, u.user_type AS answered_by_role, r.answered_at`;

const RESPONSE_FROM = `question_responses r JOIN counselling_questions q ON q.question_id = r.question_id
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

type OptionRow = { question_id: number; option_id: number; label: string };

export function makeQuestionnairesService(db: Db) {
  return {
    sop: (studentId: number) => loadSop(db, studentId),

    /**
     * Sets the given answers (an empty answer clears one; questions left out keep theirs) in one transaction, after
     * checking every item: 422 for an unknown or repeated question_id or an answer longer than its question allows.
     */
    async saveSop(caller: Caller, studentId: number, answers: S['SopAnswerInput'][]): Promise<SopAnswers> {
      const { rows } = await db.query<{ question_id: number; max_length: number }>('SELECT question_id, max_length FROM sop_questions');
      const limits = new Map(rows.map((r) => [r.question_id, r.max_length]));
      const errors: FieldError[] = [];
      const seen = new Map<number, number>();
      answers.forEach((a, i) => {
        const max = limits.get(a.question_id);
        if (max === undefined) errors.push({ field: `body/answers/${i}/question_id`, message: `no SOP question ${a.question_id}` });
        else if (seen.has(a.question_id)) errors.push({ field: `body/answers/${i}/question_id`, message: `question ${a.question_id} is already answered by item ${seen.get(a.question_id)}` });
        else if ([...a.answer.trim()].length > max) errors.push({ field: `body/answers/${i}/answer`, message: `must be at most ${max} characters` });
        seen.set(a.question_id, seen.get(a.question_id) ?? i);
      });
      if (errors.length > 0) throw unprocessable(`SOP answers not saved: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
      return db.transaction(async (tx) => {
        for (const a of answers) {
          const answer = a.answer.trim();
          if (answer === '') {
            await tx.query('DELETE FROM sop_answers WHERE student_user_id = $1 AND question_id = $2', [studentId, a.question_id]);
          } else {
            await tx.query(
              `INSERT INTO sop_answers (student_user_id, question_id, answer, updated_at, updated_by) VALUES ($1, $2, $3, now(), $4)
               ON CONFLICT (student_user_id, question_id) DO UPDATE
                 SET answer = EXCLUDED.answer, updated_at = now(), updated_by = EXCLUDED.updated_by
                 WHERE sop_answers.answer IS DISTINCT FROM EXCLUDED.answer`,
              [studentId, a.question_id, answer, caller.userId],
            );
          }
        }
        return loadSop(tx, studentId);
      });
    },

    /**
     * Saves (replaces) a student's answer to one counselling question. The answer must fit the question: text for a
     * free-text question, options of that question for a choice (one only for a single choice); else 422.
     */
    async saveResponse(caller: Caller, body: S['QuestionResponseBody']): Promise<QuestionResponse> {
      const { rows } = await db.query<QuestionRow>(
        `SELECT q.question_id, q.question, q.kind,
                coalesce(json_agg(o.option_id ORDER BY o.position) FILTER (WHERE o.option_id IS NOT NULL), '[]')::text AS option_ids
           FROM counselling_questions q LEFT JOIN counselling_question_options o ON o.question_id = q.question_id
          WHERE q.question_id = $1 GROUP BY q.question_id`,
        [body.question_id],
      );
      const question = rows[0] ? { ...rows[0], option_ids: JSON.parse(rows[0].option_ids) as number[] } : undefined;
      if (!question) throw unprocessable(`no counselling question ${body.question_id}`, [{ field: 'body/question_id', message: `no question ${body.question_id}` }]);
      const text = 'answer_text' in body && body.answer_text !== undefined ? body.answer_text.trim() : null;
      const options = 'selected_option_ids' in body && body.selected_option_ids !== undefined ? body.selected_option_ids : null;
      const errors: FieldError[] = [];
      if (question.kind === 'text') {
        if (options !== null) errors.push({ field: 'body/selected_option_ids', message: 'is not allowed: the question takes a free-text answer_text' });
        else if (text === '') errors.push({ field: 'body/answer_text', message: 'must not be blank' });
      } else if (text !== null) {
        errors.push({ field: 'body/answer_text', message: 'is not allowed: the question takes selected_option_ids' });
      } else if (options !== null) {
        if (question.kind === 'single_choice' && options.length > 1) errors.push({ field: 'body/selected_option_ids', message: 'must hold one option: the question takes a single choice' });
        options.forEach((id, i) => {
          if (!question.option_ids.includes(id)) errors.push({ field: `body/selected_option_ids/${i}`, message: `option ${id} is not an option of question ${question.question_id}` });
        });
      }
      if (errors.length > 0) throw unprocessable(`answer not saved: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
      const selected = options ? [...options].sort((a, b) => question.option_ids.indexOf(a) - question.option_ids.indexOf(b)) : [];
      return db.transaction(async (tx) => {
        const { rows: saved } = await tx.query<{ response_id: number }>(
          `INSERT INTO question_responses (student_user_id, question_id, answer_text, selected_option_ids, answered_by, answered_at)
           VALUES ($1, $2, $3, $4::int[], $5, now())
           ON CONFLICT (student_user_id, question_id) DO UPDATE SET answer_text = EXCLUDED.answer_text,
             selected_option_ids = EXCLUDED.selected_option_ids, answered_by = EXCLUDED.answered_by, answered_at = now()
           RETURNING response_id`,
          [body.student_user_id, body.question_id, text, pgIntArray(selected), caller.userId],
        );
        const { rows: out } = await tx.query<ResponseRow>(
          `SELECT ${RESPONSE_COLUMNS} FROM ${RESPONSE_FROM} WHERE r.response_id = $1`,
          [saved[0].response_id],
        );
        return toResponse(out[0]);
      });
    },

    /** Every counselling question in order, with its options and the student's answer so far (null if none). */
    async counselling(studentId: number): Promise<CounsellingQuestionnaire> {
      const [{ rows: questions }, { rows: options }, { rows: responses }] = await Promise.all([
        db.query<{ question_id: number; question: string; kind: QuestionRow['kind'] }>(
          'SELECT question_id, question, kind FROM counselling_questions ORDER BY position',
        ),
        db.query<OptionRow>('SELECT question_id, option_id, label FROM counselling_question_options ORDER BY question_id, position'),
        db.query<ResponseRow>(`SELECT ${RESPONSE_COLUMNS} FROM ${RESPONSE_FROM} WHERE r.student_user_id = $1`, [studentId]),
      ]);
      const answers = new Map(responses.map((r) => [r.question_id, toResponse(r)]));
      return {
        student_user_id: studentId,
        questions: questions.map((q) => ({
          question_id: q.question_id,
          question: q.question,
          kind: q.kind,
          options: options.filter((o) => o.question_id === q.question_id).map((o) => ({ option_id: o.option_id, label: o.label })),
          response: answers.get(q.question_id) ?? null,
        })),
        answered_count: answers.size,
      };
    },
  };
}

export type QuestionnairesService = ReturnType<typeof makeQuestionnairesService>;
