// The applications module: the application pipeline (create, move, timeline, chat, lists and counts over a caller's
// reach), the students the staff and partners work with, the dashboards' home data and University Preference.
import { defineModule } from '../../platform/module.ts';
import { makeApplicationChatService } from './application-chat.service.ts';
import { applicationHandlers, studentHandlers } from './applications.handlers.ts';
import { makeApplicationsService } from './applications.service.ts';
import { makeHomeService } from './home.service.ts';
import { makeRecommendationsService } from './recommendations.service.ts';
import { makeStudentsService } from './students.service.ts';

export type { ApplicationsService } from './applications.service.ts';
export type { StudentsService } from './students.service.ts';
// The create-student rules, for the leads module's conversion of a lead into a student.
export { makeStudentsService } from './students.service.ts';

export const applicationsModule = defineModule({
  name: 'applications',
  services: {
    applications: makeApplicationsService,
    applicationChat: makeApplicationChatService,
    studentDirectory: makeStudentsService,
    courseRecommendations: makeRecommendationsService,
    homeDashboard: makeHomeService,
  },
  handlers: (s) => ({
    portal: {
      ...applicationHandlers(s.applications, s.applicationChat),
      ...studentHandlers(s.studentDirectory, s.homeDashboard, s.courseRecommendations),
    },
  }),
});
