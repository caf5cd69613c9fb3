import { describe, expect, it } from 'vitest';
import { changedSopAnswers, counsellingBody, sopErrorsFromServer, validateCounsellingDraft, validateSopDrafts } from './questionnaires';

const q = (question_id: number, answer: string | null, max_length = 10) => ({ question_id, question: `Q${question_id}`, hint: null, max_length, answer, updated_at: null });

describe('SOP answers', () => {
  it('sends only the answers that changed, trimmed; an emptied answer is sent empty (it clears)', () => {
    const questions = [q(1, 'Data'), q(2, null), q(3, 'Kept')];
    expect(changedSopAnswers(questions, { 1: '  Data ', 2: ' Lab ', 3: '' })).toEqual([
      { question_id: 2, answer: 'Lab' },
      { question_id: 3, answer: '' },
    ]);
  });

  it('counts characters as the server does (code points of the trimmed text)', () => {
    expect(validateSopDrafts([q(1, null, 3)], { 1: '  🎓🎓🎓  ' })).toEqual({});
    expect(validateSopDrafts([q(1, null, 3)], { 1: 'abcd' })).toEqual({ 1: 'At most 3 characters: 1 too many.' });
  });

  it("puts the server's refusal on the question it sent at that place", () => {
    const sent = [{ question_id: 7 }, { question_id: 4 }];
    expect(sopErrorsFromServer(sent, [{ field: 'body/answers/1/answer', message: 'too long' }, { field: 'body/student_user_id', message: 'x' }])).toEqual({ 4: 'too long' });
  });
});

describe('counselling answers', () => {
  const choice = { question_id: 2, question: 'When?', kind: 'single_choice' as const, options: [{ option_id: 9, label: 'Soon' }], response: null };
  const text = { question_id: 6, question: 'After?', kind: 'text' as const, options: [], response: null };

  it('asks for an option or a non-blank text before saving', () => {
    expect(validateCounsellingDraft(choice, { text: '', options: [] })).toBe('Choose an option first.');
    expect(validateCounsellingDraft(text, { text: '   ', options: [] })).toBe('Write an answer first.');
    expect(validateCounsellingDraft(text, { text: 'x'.repeat(2001), options: [] })).toBe('At most 2000 characters: 1 too many.');
  });

  it('builds the body the question takes', () => {
    expect(counsellingBody(41, choice, { text: 'ignored', options: [9] })).toEqual({ student_user_id: 41, question_id: 2, selected_option_ids: [9] });
    expect(counsellingBody(41, text, { text: ' Work ', options: [] })).toEqual({ student_user_id: 41, question_id: 6, answer_text: 'Work' });
  });
});
