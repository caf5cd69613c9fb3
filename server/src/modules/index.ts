// THE list of modules. app.ts builds each one's services once from the shared infrastructure and mounts their
// handlers; an operation no module answers stays 501. A new area is one import and one entry here.
import { accommodationModule } from './accommodation/index.ts';
import { applicationsModule } from './applications/index.ts';
import { authModule } from './auth/index.ts';
import { catalogModule } from './catalog/index.ts';
import { commissionsModule } from './commissions/index.ts';
import { invoicesModule } from './invoices/index.ts';
import { leadsModule } from './leads/index.ts';
import { mailModule } from './mail/index.ts';
import { messagingModule } from './messaging/index.ts';
import { nurturingModule } from './nurturing/index.ts';
import { paymentsModule } from './payments/index.ts';
import { studentfilesModule } from './studentfiles/index.ts';
import { tasksModule } from './tasks/index.ts';
import { usersModule } from './users/index.ts';

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
  leadsModule,
  nurturingModule,
  invoicesModule,
  commissionsModule,
  accommodationModule,
] as const;
