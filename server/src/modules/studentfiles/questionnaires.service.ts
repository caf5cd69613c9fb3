// The SOP questionnaire (statement of purpose, answered in the student's words) and the counselling questionnaire.
import type { PortalBody, PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Unprocessable, type FieldError } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './questionnaires.repository.ts';
import type { CounsellingQuestion, QuestionResponse, SopAnswers } from './questionnaires.repository.ts';

export type CounsellingQuestionnaire = PortalSchemas['CounsellingQuestionnaire'];

const refuse = (what: string, errors: FieldError[]) =>
  new Unprocessable(`${what}: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);

/** What is wrong with an answer to `question`: text for a free-text question, its own options for a choice. */
function answerErrors(question: CounsellingQuestion, text: string | null, options: readonly number[] | null): FieldError[] {
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
  return errors;
}

export function makeQuestionnairesService({ db }: Pick<Deps, 'db'>) {
  return {
    sop: (studentId: number) => repo.loadSop(db, studentId),

    /**
     * Sets the given answers (an empty answer clears one; questions left out keep theirs) in one transaction, after
     * checking every item: 422 for an unknown or repeated question_id or an answer longer than its question allows.
     */
    async saveSop(caller: Caller, studentId: number, answers: PortalBody<'saveSopAnswers'>['answers']): Promise<SopAnswers> {
      const limits = await repo.sopLimits(db);
      const errors: FieldError[] = [];
      const seen = new Map<number, number>();
      answers.forEach((a, i) => {
        const max = limits.get(a.question_id);
        if (max === undefined) errors.push({ field: `body/answers/${i}/question_id`, message: `no SOP question ${a.question_id}` });
        else if (seen.has(a.question_id)) errors.push({ field: `body/answers/${i}/question_id`, message: `question ${a.question_id} is already answered by item ${seen.get(a.question_id)}` });
        else if ([...a.answer.trim()].length > max) errors.push({ field: `body/answers/${i}/answer`, message: `must be at most ${max} characters` });
        seen.set(a.question_id, seen.get(a.question_id) ?? i);
      });
      if (errors.length > 0) throw refuse('SOP answers not saved', errors);
      return db.transaction(async (tx) => {
        for (const a of answers) {
          const answer = a.answer.trim();
          if (answer === '') await repo.deleteSopAnswer(tx, studentId, a.question_id);
          else await repo.upsertSopAnswer(tx, studentId, a.question_id, answer, caller.userId);
        }
        return repo.loadSop(tx, studentId);
      });
    },

    /**
     * Saves (replaces) a student's answer to one counselling question. The answer must fit the question: text for a
     * free-text question, options of that question for a choice (one only for a single choice); else 422.
     */
    async saveResponse(caller: Caller, body: PortalBody<'saveQuestionResponse'>): Promise<QuestionResponse> {
      const question = await repo.findCounsellingQuestion(db, body.question_id);
      if (!question) {
        throw new Unprocessable(`no counselling question ${body.question_id}`, [{ field: 'body/question_id', message: `no question ${body.question_id}` }]);
      }
      const text = 'answer_text' in body && body.answer_text !== undefined ? body.answer_text.trim() : null;
      const options = 'selected_option_ids' in body && body.selected_option_ids !== undefined ? body.selected_option_ids : null;
      const errors = answerErrors(question, text, options);
      if (errors.length > 0) throw refuse('answer not saved', errors);
      const selected = options ? [...options].sort((a, b) => question.option_ids.indexOf(a) - question.option_ids.indexOf(b)) : [];
      return db.transaction((tx) =>
        repo.upsertResponse(tx, { studentId: body.student_user_id, questionId: body.question_id, text, optionIds: selected, by: caller.userId }),
      );
    },

    /** Every counselling question in order, with its options and the student's answer so far (null if none). */
    async counselling(studentId: number): Promise<CounsellingQuestionnaire> {
      const { questions, options, responses } = await repo.counsellingOf(db, studentId);
      const answers = new Map(responses.map((r) => [r.question_id, r]));
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
