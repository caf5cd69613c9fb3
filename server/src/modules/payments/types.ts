// The contract's shapes this area answers (generated from the contract), and the dates as the area writes them.
import type { PortalSchemas } from '../../contract-types.ts';

type S = PortalSchemas;
export type ServiceOut = S['Service'];
export type PlanOut = S['Plan'];
export type ServiceType = S['ServiceType'];
export type ServicesAvailedOut = S['ServicesAvailed'];
export type CouponOut = S['Coupon'];
export type CouponOfferOut = S['CouponOffer'];
export type CouponVerificationOut = S['CouponVerification'];
export type CouponAssignmentOut = S['CouponAssignment'];
export type CouponAssignResultOut = S['CouponAssignResult'];
export type PaymentStartOut = S['PaymentStart'];
export type PaymentTransactionOut = S['PaymentTransaction'];
export type CartOut = S['Cart'];
export type ShopOrderOut = S['ShopOrder'];
export type ShopOrderDetailsOut = S['ShopOrderDetails'];
export type ShopOrderStatus = S['ShopOrderStatus'];
export type UserType = S['UserType'];
export type Checkout = S['Checkout'];

/** A timestamptz as the adapters answer it (Date) → ISO text; null stays null. */
export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
export const isoNN = (value: Date | string): string => new Date(value).toISOString();

/** Today's date in the business's time zone (India), for coupon validity. */
export function businessToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
