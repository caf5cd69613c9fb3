import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentQueries, type CounsellingQuestionnaire } from '@/entities/student';
import { portalApi, unwrap } from '@/shared/api';
import type { counsellingBody } from '../model/questionnaires';

/** POST /common/sop-answers with the changed answers; the cache takes the questionnaire the server answers. */
export function useSaveSopAnswers(studentUserId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answers: { question_id: number; answer: string }[]) =>
      unwrap(await portalApi.POST('/common/sop-answers', { body: { student_user_id: studentUserId, answers } })).data,
    onSuccess: (data) => {
      client.setQueryData(studentQueries.sop(studentUserId).queryKey, data);
      // The profile strength counts the answered SOP questions.
      return client.invalidateQueries({ queryKey: studentQueries.strength(studentUserId).queryKey });
    },
  });
}

/** POST /common/question-response for one question; the cached questionnaire takes the saved answer. */
export function useSaveCounsellingAnswer(studentUserId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReturnType<typeof counsellingBody>) =>
      unwrap(await portalApi.POST('/common/question-response', { body })).data,
    onSuccess: (saved) => {
      client.setQueryData(studentQueries.counselling(studentUserId).queryKey, (current: CounsellingQuestionnaire | undefined) => {
        if (!current) return current;
        const questions = current.questions.map((q) => (q.question_id === saved.question_id ? { ...q, response: saved } : q));
        return { ...current, questions, answered_count: questions.filter((q) => q.response !== null).length };
      });
    },
  });
}
