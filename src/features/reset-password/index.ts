export { resetPassword, sendPasswordResetLink } from './api/password-reset.api';
