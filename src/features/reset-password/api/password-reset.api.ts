import { portalApi, unwrap } from '@/shared/api';

// The two calls of a forgotten password, made by the signed-out pages without the query cache (those pages stay
// light): ask for the mailed link, then choose a new password with its token.

/** POST /send-password-reset-link: the server answers the same whether or not the email has an account. */
export async function sendPasswordResetLink(email: string): Promise<void> {
  unwrap(await portalApi.POST('/send-password-reset-link', { body: { email } }));
}

/** POST /reset-password with the token of the mailed link. */
export async function resetPassword(token: string, password: string): Promise<void> {
  unwrap(await portalApi.POST('/reset-password', { body: { token, password } }));
}
