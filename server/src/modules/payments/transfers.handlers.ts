// Thin handlers of transfers, by operationId: the transfer provider's universities and currencies, and the payments
// students owe or made to universities.
import { createdIf } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { TransfersService, UniversityPaymentsService } from './transfers.service.ts';

export type TransfersServices = { transfers: TransfersService; universityPayments: UniversityPaymentsService };

export function transfersHandlers({ transfers, universityPayments }: TransfersServices): PortalHandlers {
  return {
    listFlywireUniversities: ({ query }) => transfers.listUniversities(query),
    getFlywireUniversityDetails: ({ params }) => transfers.universityDetails(params.id),
    listFlywireCurrencies: () => transfers.currencies(),

    listUniversityPayments: (request) => universityPayments.list(requireCaller(request), request.query),

    async recordUniversityPayment(request, reply) {
      const { payment, created } = await universityPayments.record(requireCaller(request), request.body);
      return createdIf(reply, created, payment);
    },

    setUniversityPaymentStatus: (request) =>
      universityPayments.setStatus(requireCaller(request), request.params.payment_id, request.body),
  };
}
