import { useId, useState, type FormEvent } from 'react';
import { countCharacters, type CounsellingQuestion, type CounsellingQuestionnaire } from '@/entities/student';
import { isApiFailure } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { serverErrorsOf, useFormFeedback } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { useSaveCounsellingAnswer } from '../api/save-questionnaires.mutation';
import { COUNSELLING_TEXT_MAX, counsellingBody, counsellingDraftOf, validateCounsellingDraft, type CounsellingDraft } from '../model/questionnaires';

/** One counselling question: free text, one option or several, saved on its own. */
function CounsellingAnswer({ studentUserId, question, index }: { studentUserId: number; question: CounsellingQuestion; index: number }) {
  const id = useId();
  const [draft, setDraft] = useState<CounsellingDraft>(() => counsellingDraftOf(question));
  const { formRef, errors, check, refuse, reset } = useFormFeedback<'answer'>();
  const error = errors.answer ?? null;
  const [saved, setSaved] = useState(false);
  const save = useSaveCounsellingAnswer(studentUserId);

  const change = (next: CounsellingDraft) => {
    setSaved(false);
    reset();
    setDraft(next);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCounsellingDraft(question, draft);
    if (!check(problem ? { answer: problem } : {})) return;
    save.mutate(counsellingBody(studentUserId, question, draft), {
      onSuccess: () => setSaved(true),
      onError: (failure) => {
        const fieldMessage = serverErrorsOf(failure)[0]?.message;
        refuse({ fields: { answer: fieldMessage ?? ((isApiFailure(failure) && failure.body?.message) || 'The answer could not be saved. It is kept here; try again.') }, form: null });
      },
    });
  };

  const label = `${index + 1}. ${question.question}`;
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  let control;
  if (question.kind === 'text') {
    const length = countCharacters(draft.text);
    control = (
      <>
        <label htmlFor={id}>{label}</label>
        <textarea id={id} rows={3} value={draft.text} onChange={(e) => change({ ...draft, text: e.target.value })} {...invalid}
          style={{ width: '100%', boxSizing: 'border-box', font: 'inherit' }} />
        <span style={{ justifySelf: 'end', fontSize: '0.875rem', color: length > COUNSELLING_TEXT_MAX ? 'var(--up-danger)' : undefined }}>
          {length} / {COUNSELLING_TEXT_MAX} characters
        </span>
      </>
    );
  } else {
    const multiple = question.kind === 'multiple_choice';
    control = (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }} {...invalid}>
        <legend>{label}{multiple ? ' (choose all that apply)' : ''}</legend>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' }}>
          {question.options.map((option) => {
            const checked = draft.options.includes(option.option_id);
            return (
              <label key={option.option_id} style={{ display: 'inline-flex', gap: '0.35rem', alignItems: 'center' }}>
                <input type={multiple ? 'checkbox' : 'radio'} name={id} value={option.option_id} checked={checked}
                  onChange={() => change({
                    ...draft,
                    options: multiple
                      ? checked ? draft.options.filter((o) => o !== option.option_id) : [...draft.options, option.option_id]
                      : [option.option_id],
                  })} />
                {option.label}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={question.question}
      style={{ display: 'grid', gap: '0.35rem', paddingBlock: '0.75rem', borderBottom: '1px solid #e3e8ee' }}>
      {control}
      {error ? <span id={errorId} role="alert" style={{ color: 'var(--up-danger)' }}>{error}</span> : null}
      {saved ? <span role="status" style={{ color: 'var(--up-success, #1e7b46)' }}>Answer saved.</span> : null}
      {!saved && question.response ? (
        <small>Last answered by {question.response.answered_by.name} on {formatDateTime(question.response.answered_at)}</small>
      ) : null}
      <div>
        <Button type="submit" size="sm" busy={save.isPending} aria-label={`Save answer to question ${index + 1}`}>Save answer</Button>
      </div>
    </form>
  );
}

/** The counselling questionnaire: each question answered and saved on its own (POST /common/question-response). */
export function CounsellingEditor({ studentUserId, questionnaire }: { studentUserId: number; questionnaire: CounsellingQuestionnaire }) {
  return (
    <div>
      <p>
        {questionnaire.answered_count} of {questionnaire.questions.length} answered. These help your counselor suggest
        countries, courses and the documents you will need.
      </p>
      {questionnaire.questions.map((question, index) => (
        <CounsellingAnswer key={question.question_id} studentUserId={studentUserId} question={question} index={index} />
      ))}
    </div>
  );
}
