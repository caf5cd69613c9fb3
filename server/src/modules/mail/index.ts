// The mail module: the outbox every module queues mail in (handed to them as deps.mail) and the mail.send job that
// delivers each mail once. It answers no operation.
import { defineModule } from '../../platform/module.ts';
import { MAIL_SEND, type Mail } from './mail.service.ts';

export { makeMail, MAIL_SEND, messageIdOf, mailDomain, type Mail, type OutgoingMail } from './mail.service.ts';

export const mailModule = defineModule({
  name: 'mail',
  services: (deps): { mail: Mail } => ({ mail: deps.mail }),
  handlers: () => ({}),
  jobs: [{ kind: MAIL_SEND, handle: ({ mail }, payload, job) => mail.send(payload, job) }],
});
