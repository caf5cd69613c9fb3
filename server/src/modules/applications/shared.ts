// What the services and repositories of this area share: the contract's shapes, the pipeline's named statuses and
// the intake months, and dates as the contract writes them. No SQL and no HTTP here.
import type { PortalSchemas } from '../../contract-types.ts';

export type Schemas = PortalSchemas;
export type Application = Schemas['Application'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type IntakeMonth = Schemas['ApplicationIntakeMonth'];

export const MONTHS: readonly IntakeMonth[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The statuses in which the university's offer waits for the student (listOfferLetterNotAccepted, home badges). */
export const OFFER_STATUSES: readonly ApplicationStatus[] = ['conditional_offer', 'unconditional_offer'];
/** The status in which the tuition deposit is due (listDepositPayable). */
export const DEPOSIT_STATUS: ApplicationStatus = 'offer_accepted';
/** The status an application starts in. */
export const FIRST_STATUS: ApplicationStatus = 'applied';
/** Open but finished: not a follow-up case (listStaleApplications). */
export const ENROLLED: ApplicationStatus = 'enrolled';

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
