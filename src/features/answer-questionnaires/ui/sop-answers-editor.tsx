import { useId, useState, type FormEvent } from 'react';
import { countCharacters, type SopAnswers, type SopQuestion } from '@/entities/student';
import { isApiFailure } from '@/shared/api';
import { useFormFeedback } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { useSaveSopAnswers } from '../api/save-questionnaires.mutation';
import { changedSopAnswers, sopDraftsOf, sopErrorsFromServer, validateSopDrafts, type SopDrafts } from '../model/questionnaires';

function SopAnswerField({ question, index, value, error, onChange }: {
  question: SopQuestion; index: number; value: string; error?: string; onChange: (value: string) => void;
}) {
  const id = useId();
  const length = countCharacters(value);
  const over = length > question.max_length;
  const describedBy = [question.hint ? `${id}-hint` : '', `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div style={{ display: 'grid', gap: '0.25rem', marginBottom: '1.25rem' }}>
      <label htmlFor={id}>
        <strong>{index + 1}.</strong> {question.question}
      </label>
      {question.hint ? <span id={`${id}-hint`} style={{ color: 'var(--up-muted, #5b6675)' }}>{question.hint}</span> : null}
      <textarea id={id} rows={5} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy} style={{ width: '100%', boxSizing: 'border-box', font: 'inherit' }} />
      <span id={`${id}-count`} style={{ justifySelf: 'end', color: over ? 'var(--up-danger)' : undefined, fontSize: '0.875rem' }}>
        {length} / {question.max_length} characters
      </span>
      {error ? <span id={`${id}-error`} style={{ color: 'var(--up-danger)' }}>{error}</span> : null}
    </div>
  );
}

/**
 * The statement-of-purpose questionnaire: every question with its answer, a live count against the question's limit,
 * and one save that sends the changed answers (an emptied one clears it). What was typed stays on a failed save.
 */
export function SopAnswersEditor({ studentUserId, sop }: { studentUserId: number; sop: SopAnswers }) {
  const [drafts, setDrafts] = useState<SopDrafts>(() => sopDraftsOf(sop.questions));
  const { formRef, errors, check, refuse } = useFormFeedback<string>();
  const [outcome, setOutcome] = useState<'saved' | 'unchanged' | null>(null);
  const save = useSaveSopAnswers(studentUserId);

  const handleChange = (questionId: number, value: string) => {
    setOutcome(null);
    setDrafts((current) => ({ ...current, [questionId]: value }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(validateSopDrafts(sop.questions, drafts))) return;
    const answers = changedSopAnswers(sop.questions, drafts);
    if (answers.length === 0) {
      setOutcome('unchanged');
      return;
    }
    save.mutate(answers, {
      onSuccess: (data) => {
        // The answers as stored (trimmed); the questions the student did not touch keep their text.
        setDrafts((current) => ({ ...current, ...Object.fromEntries(answers.map((a) => [a.question_id, data.questions.find((q) => q.question_id === a.question_id)?.answer ?? ''])) }));
        setOutcome('saved');
      },
      onError: (error) => refuse({ fields: isApiFailure(error) ? sopErrorsFromServer(answers, error.body?.errors ?? []) : {}, form: null }),
    });
  };

  const errorCount = Object.keys(errors).length;
  const failure = save.error && errorCount === 0
    ? (isApiFailure(save.error) && save.error.body?.message) || 'Your answers could not be saved. They are kept here; try again.'
    : null;

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Statement of purpose">
      <p>
        {sop.answered_count} of {sop.questions.length} questions answered. Write in your own words; your counselor builds
        your statement of purpose from these answers.
      </p>
      {sop.questions.map((question, index) => (
        <SopAnswerField key={question.question_id} question={question} index={index} value={drafts[question.question_id] ?? ''}
          error={errors[question.question_id]} onChange={(value) => handleChange(question.question_id, value)} />
      ))}
      {errorCount > 0 ? <Notice tone="danger">Check the {errorCount} highlighted answer{errorCount === 1 ? '' : 's'}. Nothing was saved.</Notice> : null}
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      {outcome === 'saved' ? <Notice tone="success">Statement of purpose answers saved.</Notice> : null}
      {outcome === 'unchanged' ? <Notice tone="info">No answer changed since the last save.</Notice> : null}
      <Button type="submit" busy={save.isPending}>Save SOP answers</Button>
    </form>
  );
}
