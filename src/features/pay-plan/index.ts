export { PayPlanButtons, PaymentResult } from './ui/pay-plan';
export type { PayPlanButtonsProps, PaymentResultProps } from './ui/pay-plan';
export { readPaymentReturn } from './api/pay-plan.api';
export type { PaymentReturn, PaymentOrder, PaymentProvider } from './model/pay-plan.machine';
