import type { UniversityPayment } from '../model/university-payment.types';

/** A tuition deposit due, payable through the transfer provider, as the server answers it, for component tests. */
export function universityPaymentFixture(overrides: Partial<UniversityPayment> & { payment_id: number }): UniversityPayment {
  return {
    student: { student_user_id: 41, name: 'Asha Rao' },
    sa_mapper_id: 3,
    university: { university_id: 12, name: 'Maple University' },
    purpose: 'deposit',
    amount_minor: 500000,
    currency: 'CAD',
    due_date: '2026-12-12',
    status: 'due',
    channel: 'flywire',
    provider_reference: null,
    paid_at: null,
    source: 'application',
    flywire: { id: 7, recipient_code: 'MPU', payment_url: 'https://payments.example.test/flywire-sandbox/MPU' },
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
