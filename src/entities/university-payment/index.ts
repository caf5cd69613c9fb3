export { universityPaymentQueries } from './api/university-payment.queries';
export type { UniversityPaymentListParams } from './api/university-payment.queries';
export {
  UNIVERSITY_PAYMENT_PURPOSE_LABEL, UNIVERSITY_PAYMENT_STATUS_LABEL, payableThroughFlywire,
} from './model/university-payment.types';
export type { UniversityPayment, UniversityPaymentStatus } from './model/university-payment.types';
export { universityPaymentFixture } from './lib/university-payment.fixtures';
