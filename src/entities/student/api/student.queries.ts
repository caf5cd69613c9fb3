import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';

const byId = (id: number) => ({ params: { path: { id } } });

export const studentQueries = {
  all: () => ['student'] as const,
  details: (id: number) => apiQuery([...studentQueries.all(), 'details', id], (signal) => portalApi.GET('/common/student-details/{id}', { ...byId(id), signal })),
  ais: (id: number) => apiQuery([...studentQueries.all(), 'ais', id], (signal) => portalApi.GET('/common/ais/{id}', { ...byId(id), signal })),
  strength: (id: number) => apiQuery([...studentQueries.all(), 'strength', id], (signal) => portalApi.GET('/common/user-psm/{id}', { ...byId(id), signal })),
  documents: (id: number) =>
    queryOptions({
      queryKey: [...studentQueries.all(), 'documents', id],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/student-documents/{id}', { ...byId(id), signal })).data.items,
    }),
  visaDocuments: (id: number) =>
    queryOptions({
      queryKey: [...studentQueries.all(), 'visa-documents', id],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/student-visa-documents/{id}', { ...byId(id), signal })).data.items,
    }),
  /** The SOP questionnaire: every question with its limit and the answer so far. */
  sop: (id: number) =>
    apiQuery([...studentQueries.all(), 'sop', id], (signal) => portalApi.GET('/common/sop-answers', { params: { query: { student_user_id: id } }, signal })),
  /** The counselling questionnaire: every question, its options and the answer so far. */
  counselling: (id: number) =>
    apiQuery([...studentQueries.all(), 'counselling', id], (signal) => portalApi.GET('/common/question-response', { params: { query: { student_user_id: id } }, signal })),
  /** Every stored document file of the student (documents, then visa documents), newest first within each. */
  uploadedFiles: (id: number) =>
    queryOptions({
      queryKey: [...studentQueries.all(), 'uploaded-files', id],
      queryFn: async ({ signal }) => {
        const [documents, visa] = await Promise.all([
          portalApi.GET('/common/uploaded-doc-for-student/{id}', { ...byId(id), signal }),
          portalApi.GET('/common/uploaded-visa-doc-for-student/{id}', { ...byId(id), signal }),
        ]);
        return [...unwrap(documents).data, ...unwrap(visa).data];
      },
    }),
  address: () => apiQuery([...studentQueries.all(), 'address'], (signal) => portalApi.GET('/common/user-address', { signal })),
};

/** The signed-in user's own profile (any role). */
export const profileQuery = () => apiQuery([...studentQueries.all(), 'profile'], (signal) => portalApi.GET('/common/user-profile', { signal }));
