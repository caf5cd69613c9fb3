import { useQuery } from '@tanstack/react-query';
import { studentQueries } from '@/entities/student';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice } from '@/shared/ui/page';

/** The student's SOP and counselling answers, read-only here: the student writes them on /ais. */
export function SopTab({ studentUserId }: { studentUserId: number }) {
  const sop = useQuery(studentQueries.sop(studentUserId));
  const counselling = useQuery(studentQueries.counselling(studentUserId));
  return sop.isPending ? (
    <Spinner label="Loading the SOP answers" />
  ) : sop.isError ? (
    <Notice tone="danger">The SOP answers could not be loaded.</Notice>
  ) : (
    <>
      <section aria-label="SOP answers">
        <h3>Statement of purpose ({sop.data.answered_count} of {sop.data.questions.length} answered)</h3>
        <dl>
          {sop.data.questions.map((q) => (
            <div key={q.question_id}>
              <dt><strong>{q.question}</strong></dt>
              <dd style={{ whiteSpace: 'pre-wrap', marginInlineStart: 0, marginBottom: '0.75rem' }}>{q.answer ?? <em>Not answered yet.</em>}</dd>
            </div>
          ))}
        </dl>
      </section>
      {counselling.data ? (
        <section aria-label="Counselling answers">
          <h3>Counselling questions ({counselling.data.answered_count} of {counselling.data.questions.length} answered)</h3>
          <dl>
            {counselling.data.questions.map((q) => (
              <div key={q.question_id}>
                <dt><strong>{q.question}</strong></dt>
                <dd style={{ marginInlineStart: 0, marginBottom: '0.75rem' }}>
                  {q.response === null ? <em>Not answered yet.</em>
                    : q.response.answer_text ?? q.options.filter((o) => q.response?.selected_option_ids.includes(o.option_id)).map((o) => o.label).join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : counselling.isError ? <Notice tone="danger">The counselling answers could not be loaded.</Notice> : null}
    </>
  );
}
