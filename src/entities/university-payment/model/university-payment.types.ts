import type {
  PaymentUniversityFee as UniversityPayment, PaymentUniversityFeeStatus as UniversityPaymentStatus,
} from '@contract/portal-schemas';

export type {
  PaymentUniversityFee as UniversityPayment, PaymentUniversityFeeStatus as UniversityPaymentStatus,
} from '@contract/portal-schemas';

export const UNIVERSITY_PAYMENT_STATUS_LABEL: Record<UniversityPaymentStatus, string> = {
  due: 'Due',
  initiated: 'Payment started',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const UNIVERSITY_PAYMENT_PURPOSE_LABEL: Record<UniversityPayment['purpose'], string> = {
  application_fee: 'Application fee',
  deposit: 'Tuition deposit',
  tuition: 'Tuition',
  other: 'Payment',
};

/** Whether the student can pay it through the transfer provider now: due, and the university has a payment page. */
export const payableThroughFlywire = (payment: UniversityPayment): boolean =>
  payment.status === 'due' && payment.channel === 'flywire' && !!payment.flywire?.payment_url;
