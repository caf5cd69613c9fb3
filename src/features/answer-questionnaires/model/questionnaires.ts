import { saveQuestionResponseBody } from '@contract/forms';
import { countCharacters, type CounsellingQuestion, type SopQuestion } from '@/entities/student';
import { bodyPathOf, overBy, textFor, violationOf } from '@/shared/lib/form';

/** What the student has typed, by question id. */
export type SopDrafts = Record<number, string>;
/** Messages by question id. */
export type SopErrors = Partial<Record<string, string>>;

export const sopDraftsOf = (questions: readonly SopQuestion[]): SopDrafts =>
  Object.fromEntries(questions.map((q) => [q.question_id, q.answer ?? '']));

/** The answers that differ from what the server holds (an emptied answer clears it), in question order. */
export function changedSopAnswers(questions: readonly SopQuestion[], drafts: SopDrafts): { question_id: number; answer: string }[] {
  return questions
    .filter((q) => (drafts[q.question_id] ?? '').trim() !== (q.answer ?? '').trim())
    .map((q) => ({ question_id: q.question_id, answer: (drafts[q.question_id] ?? '').trim() }));
}

/** Answers longer than their question allows (counted as the server counts). */
export function validateSopDrafts(questions: readonly SopQuestion[], drafts: SopDrafts): SopErrors {
  const errors: SopErrors = {};
  for (const q of questions) {
    const length = countCharacters(drafts[q.question_id] ?? '');
    if (length > q.max_length) errors[q.question_id] = `At most ${q.max_length} characters: ${length - q.max_length} too many.`;
  }
  return errors;
}

/**
 * The server names a refused answer by its place in the request (`body/answers/1/answer`); put the message on that
 * question. Errors it names otherwise are left for the form's summary.
 */
export function sopErrorsFromServer(sent: readonly { question_id: number }[], errors: readonly { field: string; message: string }[]): SopErrors {
  const out: SopErrors = {};
  for (const error of errors) {
    const path = bodyPathOf(error.field);
    const item = path?.[0] === 'answers' ? sent[Number(path[1])] : undefined;
    if (item) out[item.question_id] ??= error.message;
  }
  return out;
}

/** A counselling answer as the form edits it: text, or chosen option ids. */
export type CounsellingDraft = { text: string; options: number[] };

export const counsellingDraftOf = (question: CounsellingQuestion): CounsellingDraft => ({
  text: question.response?.answer_text ?? '',
  options: question.response?.selected_option_ids ?? [],
});

const ANSWER_RULES = saveQuestionResponseBody.fields;

/** The longest free-text answer the contract takes. */
export const COUNSELLING_TEXT_MAX = ANSWER_RULES.answer_text.maxLength;

/** Why the draft cannot be saved yet (the contract's rules of the answer it would send), or null. */
export function validateCounsellingDraft(question: CounsellingQuestion, draft: CounsellingDraft): string | null {
  if (question.kind === 'text') {
    const value = draft.text.trim();
    const violation = violationOf(ANSWER_RULES.answer_text, value, true);
    return violation && textFor(violation, { rule: ANSWER_RULES.answer_text, value }, {
      required: 'Write an answer first.',
      maxLength: (context) => `At most ${context.rule.maxLength} characters: ${overBy(context)} too many.`,
    });
  }
  const violation = violationOf(ANSWER_RULES.selected_option_ids, draft.options, true);
  return violation && textFor(violation, { rule: ANSWER_RULES.selected_option_ids, value: draft.options }, {
    required: question.kind === 'single_choice' ? 'Choose an option first.' : 'Choose at least one option first.',
  });
}

/** The request body for one counselling answer (text for a text question, option ids otherwise). */
export function counsellingBody(studentUserId: number, question: CounsellingQuestion, draft: CounsellingDraft) {
  return question.kind === 'text'
    ? { student_user_id: studentUserId, question_id: question.question_id, answer_text: draft.text.trim() }
    : { student_user_id: studentUserId, question_id: question.question_id, selected_option_ids: draft.options };
}
