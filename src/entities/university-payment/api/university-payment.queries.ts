import { portalApi } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { UniversityPaymentStatus } from '../model/university-payment.types';

export type UniversityPaymentListParams = { studentUserId?: number; status?: UniversityPaymentStatus; page?: number; pageSize?: number };

const queryOf = ({ studentUserId, status, page = 1, pageSize = 20 }: UniversityPaymentListParams) => ({
  student_user_id: studentUserId,
  status,
  page,
  page_size: pageSize,
});

// The payments a student owes or made to universities (GET /common/university-payment): open ones first, soonest
// due first, then the rest newest first; a student's own, or those of the students the caller reaches.
export const universityPaymentQueries = {
  all: () => ['university-payment'] as const,
  list: (params: UniversityPaymentListParams = {}) =>
    apiQuery([...universityPaymentQueries.all(), 'list', queryOf(params)], (signal) =>
      portalApi.GET('/common/university-payment', { params: { query: queryOf(params) }, signal })),
};
