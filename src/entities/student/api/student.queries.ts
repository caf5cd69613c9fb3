import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';

const byId = (id: number) => ({ params: { path: { id } } });

export const studentQueries = {
  all: () => ['student'] as const,
  details: (id: number) =>
    queryOptions({
      queryKey: [...studentQueries.all(), 'details', id],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/student-details/{id}', { ...byId(id), signal })).data,
    }),
  ais: (id: number) =>
    queryOptions({
      queryKey: [...studentQueries.all(), 'ais', id],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/ais/{id}', { ...byId(id), signal })).data,
    }),
  strength: (id: number) =>
    queryOptions({
      queryKey: [...studentQueries.all(), 'strength', id],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/user-psm/{id}', { ...byId(id), signal })).data,
    }),
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
    queryOptions({
      queryKey: [...studentQueries.all(), 'sop', id],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/sop-answers', { params: { query: { student_user_id: id } }, signal })).data,
    }),
  /** The counselling questionnaire: every question, its options and the answer so far. */
  counselling: (id: number) =>
    queryOptions({
      queryKey: [...studentQueries.all(), 'counselling', id],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/question-response', { params: { query: { student_user_id: id } }, signal })).data,
    }),
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
  address: () =>
    queryOptions({
      queryKey: [...studentQueries.all(), 'address'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/user-address', { signal })).data,
    }),
};

/** The signed-in user's own profile (any role). */
export const profileQuery = () =>
  queryOptions({
    queryKey: [...studentQueries.all(), 'profile'],
    queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/user-profile', { signal })).data,
  });
