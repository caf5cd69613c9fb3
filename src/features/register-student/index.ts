export { registerStudent, useRegisterStudent } from './api/register-student.mutation';
export type { Referral, RegistrationBody } from './api/register-student.mutation';
export { emptyRegistrationFields, registrationFailure, toRegistrationBody, validateRegistration } from './model/registration-form';
export type { RegistrationErrors, RegistrationFailure, RegistrationFields } from './model/registration-form';
