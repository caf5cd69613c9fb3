// The mail module: the outbox every module queues mail in (handed to them as deps.mail) and the sender that
// delivers it. It answers no operation.
import { defineModule } from '../../platform/module.ts';
import type { Mail } from './mail.service.ts';

export { makeMail, type Mail, type OutgoingMail } from './mail.service.ts';

export const mailModule = defineModule({
  name: 'mail',
  services: (deps): { mail: Mail } => ({ mail: deps.mail }),
  handlers: () => ({}),
  schedules: [{ name: 'deliver-outbox', everyMs: 5_000, run: ({ mail }) => mail.deliverPending() }],
});
