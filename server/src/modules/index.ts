// THE list of modules. app.ts builds each one's services once from the shared infrastructure and mounts their
// handlers; an operation no module answers stays 501. A new area is one import and one entry here.
import { defineModule } from '../platform/module.ts';
import { applicationsModule } from './applications/index.ts';
import { authModule } from './auth/index.ts';
import { catalogModule } from './catalog/index.ts';
import { mailModule } from './mail/index.ts';
import { makeMessagingServices, messagingHandlers, messagingLeadsHandlers } from './messaging/index.ts';
import { paymentsModule } from './payments/index.ts';
import { studentfilesModule } from './studentfiles/index.ts';
import { tasksModule } from './tasks/index.ts';
import { usersModule } from './users/index.ts';

// transitional: the areas below keep their own wiring until they are converted to the module shape (each then
// exports its descriptor from its index.ts, like tasks); their handlers still read request.server.ctx.services.
const messagingModule = defineModule({
  name: 'messaging',
  services: ({ db, config, log }) => makeMessagingServices(db, config, log),
  handlers: () => ({ portal: messagingHandlers, leads: messagingLeadsHandlers }),
});

export const MODULES = [
  mailModule,
  usersModule,
  authModule,
  catalogModule,
  tasksModule,
  paymentsModule,
  messagingModule,
  applicationsModule,
  studentfilesModule,
] as const;
