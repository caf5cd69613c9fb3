/** The console messages of the error catalogue (spec section 8), word for word. */
export const TOKEN_INVALID_MESSAGE = 'Your authorization token is invalid or expired';
export const CONTACT_ADMIN_MESSAGE = 'Something went wrong. kindly contact your administrator';
