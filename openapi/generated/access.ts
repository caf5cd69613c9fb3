// Generated from openapi/portal.yaml and openapi/leads.yaml (every operation's x-access) by scripts/gen-api-types.ts (npm run api:types).
// Do not edit: change the contract and run npm run api:types.
//
// Who may call each operation, for the route table, the menu and any control that a role may or may not use, so
// that no role list is ever copied by hand. Three ways in (and one check), by what they cost in an SPA bundle:
//   import * as access from '@contract/access';  access.saveTask.roles  each operation is its own export (named
//       by its operationId, with its roles and whether it is public: no path, so that the route table in the app's
//       entry stays small); a namespace import is tree-shaken by member, so a chunk keeps only those it names;
//   rolesOf('saveTask')   the roles of any operation from one compact table (one number per operation: bit i is
//       ROLES[i]), so it carries every operation id but not paths or role names (about 2 KB gzip);
//   operationAccess       every operation with api, method, path, public and roles: for the server, tests and
//       tools (about 6 KB gzip in a bundle).
//   mayCall(saveTask, role)  whether a role may call an operation: the one check for a control or a section shown
//       only to those the call will serve (never a role list copied by hand).

/** Every role of the contracts (their UserType), in the contracts' order. */
export const ROLES = ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] as const;
export type Role = (typeof ROLES)[number];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an operation: what the app needs of it (the per-operation exports). */
export type OperationRoles = {
  /** No token needed (sign-in, registration, the public home); `roles` then lists every role. */
  readonly public: boolean;
  /** The signed-in roles that may call it (x-access roles; `any` is every role). */
  readonly roles: readonly Role[];
};

/** An operation with where it is: for the server, tests and tools (`operationAccess`). */
export type OperationAccess = OperationRoles & {
  readonly api: 'portal' | 'leads';
  readonly method: HttpMethod;
  /** The path as the contract writes it, e.g. `/common/tasks/{user_id}` (without the API's base path). */
  readonly path: string;
};

/**
 * Whether a user of this role (none: signed out) may call an operation: the roles its contract lists may, and anyone
 * a public one. For a control or a section shown only to those the call will serve; the server checks again.
 */
export function mayCall(operation: OperationRoles, role: string | null | undefined): boolean {
  return operation.public || (role !== null && role !== undefined && (operation.roles as readonly string[]).includes(role));
}

/** POST /login (portal) */
export const login = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /logout (portal) */
export const logout = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /student-register (portal) */
export const registerStudent = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /agent-student-register/{agent_user_id} (portal) */
export const registerStudentViaAgent = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /sc-student-register/{sc_user_id} (portal) */
export const registerStudentViaSchoolCounselor = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /refresh-token (portal) */
export const refreshToken = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /send-password-reset-link (portal) */
export const sendPasswordResetLink = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /reset-password (portal) */
export const resetPassword = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/search/list (portal) */
export const searchPublicCourses = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/university/{university_id} (portal) */
export const getPublicUniversity = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/universities (portal) */
export const listPublicUniversities = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/countries-and-cities (portal) */
export const listCountriesAndCities = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/countries (portal) */
export const listCountries = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/states (portal) */
export const listStates = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/cities (portal) */
export const listCities = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/course-levels (portal) */
export const listCourseLevels = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/course-categories (portal) */
export const listCourseCategories = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/tution-fees-filter-values (portal) */
export const listTuitionFeeFilterValues = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/tution-fees-filter-values-usd (portal) */
export const listTuitionFeeFilterValuesUsd = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/agent-info/{agent_user_id} (portal) */
export const getAgentPublicInfo = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/sc-info/{sc_user_id} (portal) */
export const getSchoolCounselorPublicInfo = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/course/all (portal) */
export const listCourses = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/course/all/v2 (portal) */
export const listCoursesV2 = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/course/{id} (portal) */
export const getCourse = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/compare-courses (portal) */
export const compareCourses = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/university-details/{university_id} (portal) */
export const getUniversityDetails = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/v2/university-details/{university_id} (portal) */
export const getUniversityDetailsV2 = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/university-courses/{university_id} (portal) */
export const listUniversityCourses = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/university (portal) */
export const listUniversities = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/university-info/{id} (portal) */
export const getUniversityInfo = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/university-usp/{id} (portal) */
export const getUniversityUsps = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/university-usp (portal) */
export const listUniversityUsps = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/university-sur/{id} (portal) */
export const getUniversitySur = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/universities/all (portal) */
export const listUniversitiesByCountry = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/focused-universities (portal) */
export const listFocusedUniversities = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/university-updates (portal) */
export const listUniversityUpdates = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/university-updates (portal) */
export const createUniversityUpdate = {
  public: false,
  roles: ['operations', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/university-updates/{id} (portal) */
export const getUniversityUpdate = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/notifications (portal) */
export const listNotifications = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/notifications/set-read (portal) */
export const markAllNotificationsRead = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/notifications/{notification_id}/set-read (portal) */
export const markNotificationRead = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/new-notifications-messages (portal) */
export const getNewNotificationsAndMessages = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/announcement (portal) */
export const listAnnouncements = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/announcement (portal) */
export const createAnnouncement = {
  public: false,
  roles: ['operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/warning (portal) */
export const listWarnings = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/whats-new (portal) */
export const listWhatsNew = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/whats-new/react (portal) */
export const reactToWhatsNew = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/whats-new/unreact (portal) */
export const unreactToWhatsNew = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/faq (portal) */
export const listFaqs = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/home-data (portal) */
export const getHomeData = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/chats/connections (portal) */
export const listChatConnections = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/chats/message/{receiver_id} (portal) */
export const listChatMessages = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/chats/message/{receiver_id} (portal) */
export const sendChatMessage = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/chats/message/set-read/{from_user_id} (portal) */
export const markChatMessagesRead = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-application-chat/{student_user_id}/{sa_mapper_id} (portal) */
export const listApplicationChatMessages = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/student-application-chat/{student_user_id}/{sa_mapper_id} (portal) */
export const sendApplicationChatMessage = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-application-timeline/{student_user_id}/{sa_mapper_id} (portal) */
export const getApplicationTimeline = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/task-chat/{task_id} (portal) */
export const listTaskChatMessages = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/task-chat/{task_id} (portal) */
export const sendTaskChatMessage = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-list-chat (portal) */
export const listStudentListChatMessages = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/student-list-chat (portal) */
export const sendStudentListChatMessage = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/whats-app-msg (portal) */
export const sendStudentWhatsAppMessage = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'],
} as const satisfies OperationRoles;
/** GET /common/messages/lead/{leadId} (portal) */
export const listLeadMessageHistory = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'],
} as const satisfies OperationRoles;
/** POST /common/send-bulk-mail (portal) */
export const sendBulkMailToStudents = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'],
} as const satisfies OperationRoles;
/** POST /common/speech-to-text (portal) */
export const transcribeSpeech = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/user-profile (portal) */
export const getSignedInUserProfile = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/user-psm/{id} (portal) */
export const getUserProfileStrength = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/change-password (portal) */
export const changePassword = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/delete-account (portal) */
export const deleteOwnAccount = {
  public: false,
  roles: ['student', 'agent', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/invoice-profile (portal) */
export const getInvoiceProfile = {
  public: false,
  roles: ['student', 'agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** POST /common/invoice-profile (portal) */
export const saveInvoiceProfile = {
  public: false,
  roles: ['student', 'agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/lms-accesss-token (portal) */
export const getLmsAccessToken = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/convert-student-lms (portal) */
export const convertStudentToLms = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'operations_manager', 'agent', 'franchise', 'student_support'],
} as const satisfies OperationRoles;
/** GET /common/check-lead-exists (portal) */
export const checkLeadExistsByContact = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/save-user-address (portal) */
export const saveUserAddress = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/user-address (portal) */
export const getUserAddress = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/document-types (portal) */
export const listDocumentTypes = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-document-types (portal) */
export const listStudentDocumentTypes = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/visa-document-types (portal) */
export const listVisaDocumentTypes = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-visa-document-types (portal) */
export const listStudentVisaDocumentTypes = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/document/sample (portal) */
export const listDocumentSamples = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-documents/{id} (portal) */
export const getStudentDocumentChecklist = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-visa-documents/{id} (portal) */
export const getStudentVisaDocumentChecklist = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-required-docs/{id}/{course_level_id} (portal) */
export const listStudentRequiredDocuments = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/uploaded-doc-for-student/{id} (portal) */
export const listUploadedStudentDocuments = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/uploaded-visa-doc-for-student/{id} (portal) */
export const listUploadedStudentVisaDocuments = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/remove-doc-for-student/{id}/{map_id} (portal) */
export const removeStudentDocument = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'],
} as const satisfies OperationRoles;
/** POST /common/remove-visa-doc-for-student/{id}/{map_id} (portal) */
export const removeStudentVisaDocument = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'],
} as const satisfies OperationRoles;
/** POST /common/upload-file (portal) */
export const uploadFile = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'],
} as const satisfies OperationRoles;
/** GET /common/student-file/{map_id} (portal) */
export const downloadStudentFile = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/add-feature-doc (portal) */
export const addFeatureDoc = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'student_support'],
} as const satisfies OperationRoles;
/** GET /common/feature-doc/{id} (portal) */
export const listFeatureDocs = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/save-time-spent-on-page (portal) */
export const saveTimeSpentOnPage = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/time-spent-on-page/{student_user_id} (portal) */
export const getTimeSpentPerPage = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /home/agent-chat (portal) */
export const sendPublicAgentChatMessage = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/agent/create-session (portal) */
export const createAiSession = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/agent/store-gpt-chat-log (portal) */
export const storeAiChatLog = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/student/course/application/chat (portal) */
export const sendAiApplicationChatMessage = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/assigned-student (portal) */
export const listAssignedStudents = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-assigned-staff/{id} (portal) */
export const getStudentAssignedStaff = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-details/{id} (portal) */
export const getStudentDetails = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-services-availed/{id} (portal) */
export const getStudentServicesAvailed = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/service-final-delivery/{id} (portal) */
export const recordServiceFinalDelivery = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/mark-feature-completed (portal) */
export const markFeatureCompleted = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/completed-features/{id} (portal) */
export const listCompletedFeatures = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/save-application-checklist-info/{id} (portal) */
export const saveApplicationChecklistInfo = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** POST /common/student/{id}/active-status/{status} (portal) */
export const setStudentActiveStatus = {
  public: false,
  roles: ['counselor', 'operations', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** POST /common/create-student (portal) */
export const createStudent = {
  public: false,
  roles: ['counselor', 'operations', 'operations_manager', 'student_support', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/save-assess-user (portal) */
export const saveAssessUser = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/recommend-course-students/{course_id} (portal) */
export const recommendCourseToStudents = {
  public: false,
  roles: ['counselor', 'operations', 'operations_manager', 'student_support', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/remove-recommendation/{student_user_id}/{course_id} (portal) */
export const removeRecommendation = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'operations_manager', 'student_support', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/recommendations-count (portal) */
export const countRecommendations = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/recommendations/{student_user_id} (portal) */
export const listRecommendations = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/psm/{id} (portal) */
export const getStudentPsm = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/student-applications/{id} (portal) */
export const listStudentApplications = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/applications (portal) */
export const listApplications = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/applications (portal) */
export const createApplication = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/stale-applications (portal) */
export const listStaleApplications = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/app-status-count-by-university (portal) */
export const countApplicationStatusesByUniversity = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/app-count-by-status (portal) */
export const countApplicationsByStatus = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/app-count-by-time (portal) */
export const countApplicationsByTime = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/offer-letter-not-accepted (portal) */
export const listOfferLetterNotAccepted = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/deposit-payable (portal) */
export const listDepositPayable = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/application-statuses (portal) */
export const listApplicationStatuses = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/applications/{sa_mapper_id}/status (portal) */
export const changeApplicationStatus = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/sop-answers (portal) */
export const getSopAnswers = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/sop-answers (portal) */
export const saveSopAnswers = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/question-response (portal) */
export const listQuestionResponses = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/question-response (portal) */
export const saveQuestionResponse = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/ais-qualifications (portal) */
export const saveAisQualifications = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/ais-gaps (portal) */
export const saveAisGaps = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/ais-certifications (portal) */
export const saveAisCertifications = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/ais-travel-history (portal) */
export const saveAisTravelHistory = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/ais-work-history (portal) */
export const saveAisWorkHistory = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/ais-visa-rejections (portal) */
export const saveAisVisaRejections = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/ais-family-details (portal) */
export const saveAisFamilyDetails = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/ais/{id} (portal) */
export const getAis = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/save-search-record (portal) */
export const saveSearchRecord = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/search-logs (portal) */
export const logSearch = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/filter-logs (portal) */
export const logFilter = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/tasks (portal) */
export const listTasks = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/tasks (portal) */
export const saveTask = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/tasks-assigned (portal) */
export const listAssignedTasks = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/tasks/{user_id} (portal) */
export const listOrDeleteUserTasks = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/tasks-users (portal) */
export const listTaskUsers = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/tasks-students (portal) */
export const listTaskStudents = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/razorpay-payment/make/{student_user_id}/{plan_id} (portal) */
export const startRazorpayPayment = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/razorpay-payment/verify/{transaction_id} (portal) */
export const verifyRazorpayPayment = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/payu-payment/make/{student_user_id}/{plan_id} (portal) */
export const startPayuPayment = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/payu-payment/verify/{transaction_id} (portal) */
export const verifyPayuPayment = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/coupon-codes (portal) */
export const listCouponCodes = {
  public: false,
  roles: ['counselor', 'operations_manager', 'accounts', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/assigned-coupons (portal) */
export const listAssignedCoupons = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/available-coupons (portal) */
export const listAvailableCoupons = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/verify-coupon/{code} (portal) */
export const verifyCoupon = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** POST /common/assign-coupon-student (portal) */
export const assignCouponToStudents = {
  public: false,
  roles: ['counselor', 'operations_manager', 'accounts', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/university-payment (portal) */
export const listUniversityPayments = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** POST /common/university-payment (portal) */
export const recordUniversityPayment = {
  public: false,
  roles: ['counselor', 'operations', 'operations_manager', 'agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** POST /common/university-payment/{payment_id}/status (portal) */
export const setUniversityPaymentStatus = {
  public: false,
  roles: ['counselor', 'operations', 'operations_manager', 'agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/all-flywire-universities (portal) */
export const listFlywireUniversities = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/flywire-university-details/{id} (portal) */
export const getFlywireUniversityDetails = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/all-flywire-currencies (portal) */
export const listFlywireCurrencies = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/transactions (portal) */
export const listPaymentTransactions = {
  public: false,
  roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/save-cart-item (portal) */
export const saveCartItem = {
  public: false,
  roles: ['student', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** POST /common/remove-cart-items (portal) */
export const removeCartItems = {
  public: false,
  roles: ['student', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/shop-cart-items (portal) */
export const listCartItems = {
  public: false,
  roles: ['student', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/shop-orders (portal) */
export const listShopOrders = {
  public: false,
  roles: ['student', 'agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/shop-order-details/{so_id} (portal) */
export const getShopOrderDetails = {
  public: false,
  roles: ['student', 'agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/shop-order-status (portal) */
export const saveShopOrderStatus = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/services-and-plans (portal) */
export const listServicesAndPlans = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /home/services-and-plans (portal) */
export const listPublicServicesAndPlans = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/all-franchises (portal) */
export const listAllFranchises = {
  public: false,
  roles: ['counselor', 'operations', 'student_support', 'operations_manager', 'accounts', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/all-agents (portal) */
export const listAllAgents = {
  public: false,
  roles: ['counselor', 'operations', 'student_support', 'operations_manager', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/all-counselors (portal) */
export const listAllCounselors = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/all-users-and-types (portal) */
export const listAllUsersAndTypes = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/franchise-statistics (portal) */
export const getFranchiseStatistics = {
  public: false,
  roles: ['franchise', 'operations_manager', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/assigned-agents (portal) */
export const listAssignedAgents = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/service-revenue/{franchise_id}/{service_id} (portal) */
export const getServiceRevenue = {
  public: false,
  roles: ['franchise', 'operations_manager', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/trainings (portal) */
export const listTrainings = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/trainings/register_user (portal) */
export const registerForTraining = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/training-materials (portal) */
export const listTrainingMaterials = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/training-materials (portal) */
export const createTrainingMaterial = {
  public: false,
  roles: ['operations', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/training-material/{id} (portal) */
export const getTrainingMaterial = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/franchise-trainings (portal) */
export const listFranchiseTrainings = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/franchise-training/{ft_id} (portal) */
export const getFranchiseTraining = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/academy-items (portal) */
export const listAcademyItems = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/academy-detail/{fa_id} (portal) */
export const getAcademyItem = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/franchise-events/ (portal) */
export const listFranchiseEvents = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** POST /common/franchise-events/ (portal) */
export const createFranchiseEvent = {
  public: false,
  roles: ['operations', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/franchise-events/{fe_id} (portal) */
export const getFranchiseEvent = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/unipath-trainings (portal) */
export const listUnipathTrainings = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/unipath-trainings (portal) */
export const createUnipathTraining = {
  public: false,
  roles: ['operations', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/unipath-trainings/{tr_id} (portal) */
export const getUnipathTraining = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /common/unipath-training-registration (portal) */
export const registerForUnipathTraining = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/industry-news (portal) */
export const listIndustryNews = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/material (portal) */
export const listMarketingMaterial = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/blogs (portal) */
export const listBlogs = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/utilities (portal) */
export const listUtilities = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/utilities/{id} (portal) */
export const getUtility = {
  public: false,
  roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/fact-sheet (portal) */
export const listFactSheets = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/commission-rates/ (portal) */
export const listCommissionRates = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/update-commission/{inv_id} (portal) */
export const updateCommission = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/annual-target (portal) */
export const getAnnualTarget = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/annual-target (portal) */
export const setAnnualTarget = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/is-annual-target-set (portal) */
export const checkAnnualTargetSet = {
  public: false,
  roles: ['agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/associate-plan-type (portal) */
export const listAssociatePlanTypes = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/associate-plan-type (portal) */
export const setAssociatePlan = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/commission-rate (portal) */
export const saveCommissionRate = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/commissions/{sa_mapper_id}/expected (portal) */
export const accrueCommission = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/commissions/{sa_mapper_id}/terms/{term} (portal) */
export const getCommissionTerm = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/commissions/{sa_mapper_id}/terms/{term}/invoice (portal) */
export const invoiceCommission = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/commissions/{sa_mapper_id}/terms/{term}/received (portal) */
export const recordCommissionReceived = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/commissions/{sa_mapper_id}/terms/{term}/withdrawal (portal) */
export const withdrawCommission = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/commissions/{sa_mapper_id}/terms/{term}/payout (portal) */
export const payPartnerCommission = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/commission-statement (portal) */
export const getCommissionStatement = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/commission-terms (portal) */
export const listStudentCommissionTerms = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/invoices (portal) */
export const listInvoices = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/student-statements/{student_user_id}/pdf (portal) */
export const getStudentStatementPdf = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/invoice-statuses/ (portal) */
export const listInvoiceStatuses = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/franchise-student-invoices/ (portal) */
export const listFranchiseStudentInvoices = {
  public: false,
  roles: ['franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/franchise-active-invoice/{student_user_id} (portal) */
export const getFranchiseActiveInvoice = {
  public: false,
  roles: ['franchise', 'agent', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/termwise-manual-invoices (portal) */
export const listTermwiseManualInvoices = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/clubbed-invoice (portal) */
export const getClubbedInvoice = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/clubbed-invoices/{ci_id}/pdf (portal) */
export const getClubbedInvoicePdf = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/all-clubbed-invoices (portal) */
export const listClubbedInvoices = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/service-invoices (portal) */
export const listServiceInvoices = {
  public: false,
  roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/service-invoice-statuses/ (portal) */
export const listServiceInvoiceStatuses = {
  public: false,
  roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/service-invoice/{id} (portal) */
export const getServiceInvoice = {
  public: false,
  roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/service-clubbed-invoice/ (portal) */
export const listServiceClubbedInvoices = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/service-clubbed-invoice/ (portal) */
export const issueServiceClubbedInvoice = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/service-clubbed-invoice/single (portal) */
export const getServiceClubbedInvoice = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/service-invoice/{id}/pdf (portal) */
export const getServiceInvoicePdf = {
  public: false,
  roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/shop-orders/{so_id}/service-invoice (portal) */
export const issueServiceInvoice = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/shop-orders/{so_id}/refunds (portal) */
export const refundShopOrder = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/banks/all (portal) */
export const listBanks = {
  public: false,
  roles: ['agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/banks/{id} (portal) */
export const getBank = {
  public: false,
  roles: ['agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** POST /common/banks/save (portal) */
export const saveBank = {
  public: false,
  roles: ['agent', 'franchise'],
} as const satisfies OperationRoles;
/** POST /common/banks/upload_signature (portal) */
export const uploadSignature = {
  public: false,
  roles: ['agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/signature (portal) */
export const getMySignature = {
  public: false,
  roles: ['agent', 'franchise', 'accounts'],
} as const satisfies OperationRoles;
/** GET /common/signature/{id} (portal) */
export const getUserSignature = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/invoices/draft (portal) */
export const createInvoiceDraft = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/invoices/{inv_id} (portal) */
export const getInvoice = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/invoices/{inv_id}/pdf (portal) */
export const getInvoicePdf = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/invoices/{inv_id}/issue (portal) */
export const issueInvoice = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/invoices/{inv_id}/payments (portal) */
export const recordInvoicePayment = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/invoices/{inv_id}/void (portal) */
export const voidInvoice = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/invoices/{inv_id}/credit-notes (portal) */
export const issueCreditNote = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/accounts-overview (portal) */
export const getAccountsOverview = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/partner-invoices (portal) */
export const listPartnerInvoices = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/partner-invoices (portal) */
export const createPartnerInvoice = {
  public: false,
  roles: ['agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/partner-invoices/{inv_id} (portal) */
export const getPartnerInvoice = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/partner-invoices/{inv_id}/pdf (portal) */
export const getPartnerInvoicePdf = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/partner-invoices/{inv_id}/status (portal) */
export const movePartnerInvoice = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/partner-invoices/{inv_id}/amount (portal) */
export const correctPartnerInvoiceAmount = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /common/partner-invoice-statuses (portal) */
export const listPartnerInvoiceStatuses = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/manual-invoices (portal) */
export const createManualInvoice = {
  public: false,
  roles: ['accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /common/clubbed-invoices (portal) */
export const createClubbedInvoice = {
  public: false,
  roles: ['agent', 'franchise', 'accounts', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /home/accommodations (portal) */
export const listAccommodations = {
  public: true,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /common/students-for-accomodation-recommendation (portal) */
export const listStudentsForAccommodationRecommendation = {
  public: false,
  roles: ['counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** POST /common/recommend-accomodation-students/{acc_id} (portal) */
export const recommendAccommodationToStudents = {
  public: false,
  roles: ['counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/accomodation-favourites/{id} (portal) */
export const listAccommodationFavourites = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /common/accomodation-recommendation/{id} (portal) */
export const listAccommodationRecommendations = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** POST /common/accomodation-recommendation-remove/{student_user_id}/{acc_id} (portal) */
export const removeAccommodationRecommendation = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'],
} as const satisfies OperationRoles;
/** GET /my-lead/all (leads) */
export const listLeads = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/single/{id} (leads) */
export const getLead = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/follow-ups/{id} (leads) */
export const listLeadFollowUps = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/assignee-timeline/{id} (leads) */
export const getLeadAssigneeTimeline = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/category-fields-values (leads) */
export const listLeadCategoryFieldValues = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-exists (leads) */
export const checkLeadDuplicate = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/history/{id} (leads) */
export const listLeadHistory = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /my-lead/save (leads) */
export const saveLead = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /my-lead/save-follow-up (leads) */
export const saveLeadFollowUp = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /my-lead/mark-as-read (leads) */
export const markLeadsAsRead = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /my-lead/convert-to-student (leads) */
export const convertLeadToStudent = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /my-lead/import (leads) */
export const importLeads = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/export (leads) */
export const exportLeads = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /my-lead/assign (leads) */
export const assignLeads = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/assignment-rules (leads) */
export const getLeadAssignmentRules = {
  public: false,
  roles: ['operations_manager', 'franchise'],
} as const satisfies OperationRoles;
/** POST /my-lead/assignment-rules (leads) */
export const saveLeadAssignmentRules = {
  public: false,
  roles: ['operations_manager', 'franchise'],
} as const satisfies OperationRoles;
/** GET /home/user-profile (leads) */
export const getLeadProfile = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /home/user-profile (leads) */
export const saveLeadProfile = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/states (leads) */
export const listLeadMasterStates = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/cities (leads) */
export const listLeadMasterCities = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/lead-stages (leads) */
export const listLeadStages = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/lead-sub-stages (leads) */
export const listLeadSubStages = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/lead-categories (leads) */
export const listLeadCategories = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/users (leads) */
export const listLeadMasterUsers = {
  public: false,
  roles: ['operations_manager', 'counselor', 'student_support'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/team-members (leads) */
export const listLeadTeamMembers = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/lead-category-fields (leads) */
export const listLeadCategoryFields = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/my-lead-sources (leads) */
export const listLeadSources = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/my-lead-mediums (leads) */
export const listLeadMediums = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master/my-lead-campaigns (leads) */
export const listLeadCampaigns = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-categories-by-role (leads) */
export const listLeadCategoriesByRole = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/counseled-leads (leads) */
export const listCounseledLeads = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-count (leads) */
export const getLeadCount = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-count-members (leads) */
export const getLeadCountByMember = {
  public: false,
  roles: ['operations_manager', 'franchise'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-count-months (leads) */
export const getLeadCountByMonth = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/reminded-leads (leads) */
export const listRemindedLeads = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-distribution-count (leads) */
export const getLeadDistributionCount = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-distribution-details (leads) */
export const getLeadDistributionDetails = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-count-by-area (leads) */
export const getLeadCountByArea = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/lead-count-by-area-stage-counseled (leads) */
export const getLeadCountByAreaStageCounseled = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'],
} as const satisfies OperationRoles;
/** GET /my-lead/master-franchise-lead-statistics (leads) */
export const getMasterFranchiseLeadStatistics = {
  public: false,
  roles: ['franchise', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/area-franchise-stats-under-mf (leads) */
export const listAreaFranchiseLeadStats = {
  public: false,
  roles: ['franchise', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/acp-campaigns (leads) */
export const listAcpCampaigns = {
  public: false,
  roles: ['agent', 'franchise', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/mail/student (leads) */
export const sendLeadMail = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/mail/templates (leads) */
export const listMailTemplates = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/brevo-templates (leads) */
export const listBrevoTemplates = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/mail/emails-by-lead (leads) */
export const listLeadEmails = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/phone/phone-by-lead (leads) */
export const listLeadPhones = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/mail/contact-lists (leads) */
export const listContactLists = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/mail/contact-list (leads) */
export const createContactList = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/mail/import-contacts (leads) */
export const importContacts = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/mail/remove-contact (leads) */
export const removeListContact = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/mail/email-campaign (leads) */
export const createEmailCampaign = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/mail/campaigns (leads) */
export const listEmailCampaigns = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/mail/start-campaign (leads) */
export const startEmailCampaign = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/mail/campaign-preview (leads) */
export const previewEmailCampaign = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/mail/campaign-stats (leads) */
export const getEmailCampaignStats = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/mail/agg-campaign-stats (leads) */
export const getAggregateCampaignStats = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/mail/email-logs (leads) */
export const listEmailLogs = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/mail/remaining-emails (leads) */
export const getRemainingEmails = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/nurturing/{id} (leads) */
export const getLeadNurturing = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/nurturing/{id}/stop (leads) */
export const stopLeadNurture = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/gupshup-nurturing/{id} (leads) */
export const getLeadGupshupNurturing = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/manual-lead-nurture (leads) */
export const startManualLeadNurture = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/bulk-lead-nurture (leads) */
export const startBulkLeadNurture = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/user-credits (leads) */
export const getUserCredits = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/gr-contact/{id} (leads) */
export const getLeadGupshupContact = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/nurturing-credits (leads) */
export const getNurturingCredits = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/nurturing-services (leads) */
export const listNurturingServices = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/nurturing-credit-chart (leads) */
export const getNurturingCreditChart = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/transactions (leads) */
export const listCreditTransactions = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/user-service-availed (leads) */
export const getUserServiceAvailed = {
  public: false,
  roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'],
} as const satisfies OperationRoles;
/** POST /my-lead/bulk-whatsapp-message (leads) */
export const sendBulkWhatsAppMessage = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/whatsapp-templates (leads) */
export const listWhatsAppTemplates = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/templates/{id} (leads) */
export const getWhatsAppTemplate = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/whatsapp-analytics (leads) */
export const getWhatsAppAnalytics = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/whatsapp-metrics (leads) */
export const getWhatsAppMetrics = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/whatsapp-event-counts (leads) */
export const getWhatsAppEventCounts = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/whatsapp-broadcast-rates (leads) */
export const listWhatsAppBroadcastRates = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/whatsapp-broadcast-data (leads) */
export const listWhatsAppBroadcastRecipients = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/broadcasts (leads) */
export const listWhatsAppBroadcasts = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** POST /my-lead/whatsapp/send-message (leads) */
export const sendLeadWhatsAppMessage = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;
/** GET /my-lead/whatsapp/get-message/{leadId} (leads) */
export const listLeadWhatsAppMessages = {
  public: false,
  roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'],
} as const satisfies OperationRoles;

/** Every operation of both contracts by operationId. */
export const operationAccess = {
  login: { api: 'portal', method: 'post', path: '/login', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  logout: { api: 'portal', method: 'post', path: '/logout', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  registerStudent: { api: 'portal', method: 'post', path: '/student-register', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  registerStudentViaAgent: { api: 'portal', method: 'post', path: '/agent-student-register/{agent_user_id}', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  registerStudentViaSchoolCounselor: { api: 'portal', method: 'post', path: '/sc-student-register/{sc_user_id}', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  refreshToken: { api: 'portal', method: 'post', path: '/refresh-token', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  sendPasswordResetLink: { api: 'portal', method: 'post', path: '/send-password-reset-link', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  resetPassword: { api: 'portal', method: 'post', path: '/reset-password', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  searchPublicCourses: { api: 'portal', method: 'get', path: '/home/search/list', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getPublicUniversity: { api: 'portal', method: 'get', path: '/home/university/{university_id}', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listPublicUniversities: { api: 'portal', method: 'get', path: '/home/universities', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listCountriesAndCities: { api: 'portal', method: 'get', path: '/home/countries-and-cities', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listCountries: { api: 'portal', method: 'get', path: '/home/countries', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listStates: { api: 'portal', method: 'get', path: '/home/states', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listCities: { api: 'portal', method: 'get', path: '/home/cities', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listCourseLevels: { api: 'portal', method: 'get', path: '/home/course-levels', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listCourseCategories: { api: 'portal', method: 'get', path: '/home/course-categories', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listTuitionFeeFilterValues: { api: 'portal', method: 'get', path: '/home/tution-fees-filter-values', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listTuitionFeeFilterValuesUsd: { api: 'portal', method: 'get', path: '/home/tution-fees-filter-values-usd', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getAgentPublicInfo: { api: 'portal', method: 'get', path: '/home/agent-info/{agent_user_id}', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getSchoolCounselorPublicInfo: { api: 'portal', method: 'get', path: '/home/sc-info/{sc_user_id}', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listCourses: { api: 'portal', method: 'get', path: '/common/course/all', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listCoursesV2: { api: 'portal', method: 'get', path: '/common/course/all/v2', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getCourse: { api: 'portal', method: 'get', path: '/common/course/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  compareCourses: { api: 'portal', method: 'get', path: '/common/compare-courses', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getUniversityDetails: { api: 'portal', method: 'get', path: '/common/university-details/{university_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getUniversityDetailsV2: { api: 'portal', method: 'get', path: '/common/v2/university-details/{university_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listUniversityCourses: { api: 'portal', method: 'get', path: '/common/university-courses/{university_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listUniversities: { api: 'portal', method: 'get', path: '/common/university', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getUniversityInfo: { api: 'portal', method: 'get', path: '/common/university-info/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getUniversityUsps: { api: 'portal', method: 'get', path: '/common/university-usp/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listUniversityUsps: { api: 'portal', method: 'get', path: '/common/university-usp', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getUniversitySur: { api: 'portal', method: 'get', path: '/common/university-sur/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listUniversitiesByCountry: { api: 'portal', method: 'get', path: '/common/universities/all', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listFocusedUniversities: { api: 'portal', method: 'get', path: '/common/focused-universities', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listUniversityUpdates: { api: 'portal', method: 'get', path: '/common/university-updates', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  createUniversityUpdate: { api: 'portal', method: 'post', path: '/common/university-updates', public: false, roles: ['operations', 'operations_manager'] },
  getUniversityUpdate: { api: 'portal', method: 'get', path: '/common/university-updates/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listNotifications: { api: 'portal', method: 'get', path: '/common/notifications', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  markAllNotificationsRead: { api: 'portal', method: 'get', path: '/common/notifications/set-read', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  markNotificationRead: { api: 'portal', method: 'post', path: '/common/notifications/{notification_id}/set-read', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getNewNotificationsAndMessages: { api: 'portal', method: 'get', path: '/common/new-notifications-messages', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listAnnouncements: { api: 'portal', method: 'get', path: '/common/announcement', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  createAnnouncement: { api: 'portal', method: 'post', path: '/common/announcement', public: false, roles: ['operations_manager'] },
  listWarnings: { api: 'portal', method: 'get', path: '/common/warning', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listWhatsNew: { api: 'portal', method: 'get', path: '/common/whats-new', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  reactToWhatsNew: { api: 'portal', method: 'post', path: '/common/whats-new/react', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  unreactToWhatsNew: { api: 'portal', method: 'post', path: '/common/whats-new/unreact', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listFaqs: { api: 'portal', method: 'get', path: '/common/faq', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getHomeData: { api: 'portal', method: 'get', path: '/common/home-data', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listChatConnections: { api: 'portal', method: 'get', path: '/common/chats/connections', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listChatMessages: { api: 'portal', method: 'get', path: '/common/chats/message/{receiver_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  sendChatMessage: { api: 'portal', method: 'post', path: '/common/chats/message/{receiver_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  markChatMessagesRead: { api: 'portal', method: 'post', path: '/common/chats/message/set-read/{from_user_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listApplicationChatMessages: { api: 'portal', method: 'get', path: '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  sendApplicationChatMessage: { api: 'portal', method: 'post', path: '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  getApplicationTimeline: { api: 'portal', method: 'get', path: '/common/student-application-timeline/{student_user_id}/{sa_mapper_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  listTaskChatMessages: { api: 'portal', method: 'get', path: '/common/task-chat/{task_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  sendTaskChatMessage: { api: 'portal', method: 'post', path: '/common/task-chat/{task_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listStudentListChatMessages: { api: 'portal', method: 'get', path: '/common/student-list-chat', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  sendStudentListChatMessage: { api: 'portal', method: 'post', path: '/common/student-list-chat', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  sendStudentWhatsAppMessage: { api: 'portal', method: 'post', path: '/common/whats-app-msg', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'] },
  listLeadMessageHistory: { api: 'portal', method: 'get', path: '/common/messages/lead/{leadId}', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'] },
  sendBulkMailToStudents: { api: 'portal', method: 'post', path: '/common/send-bulk-mail', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'] },
  transcribeSpeech: { api: 'portal', method: 'post', path: '/common/speech-to-text', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getSignedInUserProfile: { api: 'portal', method: 'get', path: '/common/user-profile', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getUserProfileStrength: { api: 'portal', method: 'get', path: '/common/user-psm/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  changePassword: { api: 'portal', method: 'post', path: '/common/change-password', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  deleteOwnAccount: { api: 'portal', method: 'post', path: '/common/delete-account', public: false, roles: ['student', 'agent', 'school_counselor'] },
  getInvoiceProfile: { api: 'portal', method: 'get', path: '/common/invoice-profile', public: false, roles: ['student', 'agent', 'franchise', 'accounts'] },
  saveInvoiceProfile: { api: 'portal', method: 'post', path: '/common/invoice-profile', public: false, roles: ['student', 'agent', 'franchise', 'accounts'] },
  getLmsAccessToken: { api: 'portal', method: 'get', path: '/common/lms-accesss-token', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  convertStudentToLms: { api: 'portal', method: 'post', path: '/common/convert-student-lms', public: false, roles: ['student', 'counselor', 'operations', 'operations_manager', 'agent', 'franchise', 'student_support'] },
  checkLeadExistsByContact: { api: 'portal', method: 'get', path: '/common/check-lead-exists', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  saveUserAddress: { api: 'portal', method: 'post', path: '/common/save-user-address', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getUserAddress: { api: 'portal', method: 'get', path: '/common/user-address', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listDocumentTypes: { api: 'portal', method: 'get', path: '/common/document-types', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listStudentDocumentTypes: { api: 'portal', method: 'get', path: '/common/student-document-types', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listVisaDocumentTypes: { api: 'portal', method: 'get', path: '/common/visa-document-types', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listStudentVisaDocumentTypes: { api: 'portal', method: 'get', path: '/common/student-visa-document-types', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listDocumentSamples: { api: 'portal', method: 'get', path: '/common/document/sample', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getStudentDocumentChecklist: { api: 'portal', method: 'get', path: '/common/student-documents/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  getStudentVisaDocumentChecklist: { api: 'portal', method: 'get', path: '/common/student-visa-documents/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  listStudentRequiredDocuments: { api: 'portal', method: 'get', path: '/common/student-required-docs/{id}/{course_level_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  listUploadedStudentDocuments: { api: 'portal', method: 'get', path: '/common/uploaded-doc-for-student/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  listUploadedStudentVisaDocuments: { api: 'portal', method: 'get', path: '/common/uploaded-visa-doc-for-student/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  removeStudentDocument: { api: 'portal', method: 'post', path: '/common/remove-doc-for-student/{id}/{map_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'] },
  removeStudentVisaDocument: { api: 'portal', method: 'post', path: '/common/remove-visa-doc-for-student/{id}/{map_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'] },
  uploadFile: { api: 'portal', method: 'post', path: '/common/upload-file', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'] },
  downloadStudentFile: { api: 'portal', method: 'get', path: '/common/student-file/{map_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  addFeatureDoc: { api: 'portal', method: 'post', path: '/common/add-feature-doc', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'student_support'] },
  listFeatureDocs: { api: 'portal', method: 'get', path: '/common/feature-doc/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  saveTimeSpentOnPage: { api: 'portal', method: 'post', path: '/common/save-time-spent-on-page', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getTimeSpentPerPage: { api: 'portal', method: 'get', path: '/common/time-spent-on-page/{student_user_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  sendPublicAgentChatMessage: { api: 'portal', method: 'post', path: '/home/agent-chat', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  createAiSession: { api: 'portal', method: 'post', path: '/common/agent/create-session', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  storeAiChatLog: { api: 'portal', method: 'post', path: '/common/agent/store-gpt-chat-log', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  sendAiApplicationChatMessage: { api: 'portal', method: 'post', path: '/common/student/course/application/chat', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'school_counselor'] },
  listAssignedStudents: { api: 'portal', method: 'get', path: '/common/assigned-student', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  getStudentAssignedStaff: { api: 'portal', method: 'get', path: '/common/student-assigned-staff/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  getStudentDetails: { api: 'portal', method: 'get', path: '/common/student-details/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getStudentServicesAvailed: { api: 'portal', method: 'get', path: '/common/student-services-availed/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  recordServiceFinalDelivery: { api: 'portal', method: 'post', path: '/common/service-final-delivery/{id}', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'] },
  markFeatureCompleted: { api: 'portal', method: 'post', path: '/common/mark-feature-completed', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'] },
  listCompletedFeatures: { api: 'portal', method: 'get', path: '/common/completed-features/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  saveApplicationChecklistInfo: { api: 'portal', method: 'post', path: '/common/save-application-checklist-info/{id}', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise'] },
  setStudentActiveStatus: { api: 'portal', method: 'post', path: '/common/student/{id}/active-status/{status}', public: false, roles: ['counselor', 'operations', 'operations_manager', 'agent', 'franchise'] },
  createStudent: { api: 'portal', method: 'post', path: '/common/create-student', public: false, roles: ['counselor', 'operations', 'operations_manager', 'student_support', 'agent', 'franchise', 'school_counselor'] },
  saveAssessUser: { api: 'portal', method: 'post', path: '/common/save-assess-user', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  recommendCourseToStudents: { api: 'portal', method: 'post', path: '/common/recommend-course-students/{course_id}', public: false, roles: ['counselor', 'operations', 'operations_manager', 'student_support', 'agent', 'franchise', 'school_counselor'] },
  removeRecommendation: { api: 'portal', method: 'post', path: '/common/remove-recommendation/{student_user_id}/{course_id}', public: false, roles: ['student', 'counselor', 'operations', 'operations_manager', 'student_support', 'agent', 'franchise', 'school_counselor'] },
  countRecommendations: { api: 'portal', method: 'get', path: '/common/recommendations-count', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  listRecommendations: { api: 'portal', method: 'get', path: '/common/recommendations/{student_user_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  getStudentPsm: { api: 'portal', method: 'get', path: '/common/psm/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  listStudentApplications: { api: 'portal', method: 'get', path: '/common/student-applications/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listApplications: { api: 'portal', method: 'get', path: '/common/applications', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  createApplication: { api: 'portal', method: 'post', path: '/common/applications', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise'] },
  listStaleApplications: { api: 'portal', method: 'get', path: '/common/stale-applications', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise'] },
  countApplicationStatusesByUniversity: { api: 'portal', method: 'get', path: '/common/app-status-count-by-university', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  countApplicationsByStatus: { api: 'portal', method: 'get', path: '/common/app-count-by-status', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  countApplicationsByTime: { api: 'portal', method: 'get', path: '/common/app-count-by-time', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  listOfferLetterNotAccepted: { api: 'portal', method: 'get', path: '/common/offer-letter-not-accepted', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  listDepositPayable: { api: 'portal', method: 'get', path: '/common/deposit-payable', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts'] },
  listApplicationStatuses: { api: 'portal', method: 'get', path: '/common/application-statuses', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  changeApplicationStatus: { api: 'portal', method: 'post', path: '/common/applications/{sa_mapper_id}/status', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'] },
  getSopAnswers: { api: 'portal', method: 'get', path: '/common/sop-answers', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveSopAnswers: { api: 'portal', method: 'post', path: '/common/sop-answers', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  listQuestionResponses: { api: 'portal', method: 'get', path: '/common/question-response', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveQuestionResponse: { api: 'portal', method: 'post', path: '/common/question-response', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveAisQualifications: { api: 'portal', method: 'post', path: '/common/ais-qualifications', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveAisGaps: { api: 'portal', method: 'post', path: '/common/ais-gaps', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveAisCertifications: { api: 'portal', method: 'post', path: '/common/ais-certifications', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveAisTravelHistory: { api: 'portal', method: 'post', path: '/common/ais-travel-history', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveAisWorkHistory: { api: 'portal', method: 'post', path: '/common/ais-work-history', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveAisVisaRejections: { api: 'portal', method: 'post', path: '/common/ais-visa-rejections', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveAisFamilyDetails: { api: 'portal', method: 'post', path: '/common/ais-family-details', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  getAis: { api: 'portal', method: 'get', path: '/common/ais/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'school_counselor'] },
  saveSearchRecord: { api: 'portal', method: 'post', path: '/common/save-search-record', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  logSearch: { api: 'portal', method: 'post', path: '/common/search-logs', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  logFilter: { api: 'portal', method: 'post', path: '/common/filter-logs', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listTasks: { api: 'portal', method: 'get', path: '/common/tasks', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  saveTask: { api: 'portal', method: 'post', path: '/common/tasks', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  listAssignedTasks: { api: 'portal', method: 'get', path: '/common/tasks-assigned', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  listOrDeleteUserTasks: { api: 'portal', method: 'get', path: '/common/tasks/{user_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  listTaskUsers: { api: 'portal', method: 'get', path: '/common/tasks-users', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  listTaskStudents: { api: 'portal', method: 'get', path: '/common/tasks-students', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'agent', 'franchise', 'accounts', 'school_counselor'] },
  startRazorpayPayment: { api: 'portal', method: 'get', path: '/common/razorpay-payment/make/{student_user_id}/{plan_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  verifyRazorpayPayment: { api: 'portal', method: 'get', path: '/common/razorpay-payment/verify/{transaction_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  startPayuPayment: { api: 'portal', method: 'get', path: '/common/payu-payment/make/{student_user_id}/{plan_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  verifyPayuPayment: { api: 'portal', method: 'get', path: '/common/payu-payment/verify/{transaction_id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  listCouponCodes: { api: 'portal', method: 'get', path: '/common/coupon-codes', public: false, roles: ['counselor', 'operations_manager', 'accounts', 'agent', 'franchise'] },
  listAssignedCoupons: { api: 'portal', method: 'get', path: '/common/assigned-coupons', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  listAvailableCoupons: { api: 'portal', method: 'get', path: '/common/available-coupons', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  verifyCoupon: { api: 'portal', method: 'get', path: '/common/verify-coupon/{code}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  assignCouponToStudents: { api: 'portal', method: 'post', path: '/common/assign-coupon-student', public: false, roles: ['counselor', 'operations_manager', 'accounts', 'agent', 'franchise'] },
  listUniversityPayments: { api: 'portal', method: 'get', path: '/common/university-payment', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  recordUniversityPayment: { api: 'portal', method: 'post', path: '/common/university-payment', public: false, roles: ['counselor', 'operations', 'operations_manager', 'agent', 'franchise', 'accounts'] },
  setUniversityPaymentStatus: { api: 'portal', method: 'post', path: '/common/university-payment/{payment_id}/status', public: false, roles: ['counselor', 'operations', 'operations_manager', 'agent', 'franchise', 'accounts'] },
  listFlywireUniversities: { api: 'portal', method: 'get', path: '/common/all-flywire-universities', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getFlywireUniversityDetails: { api: 'portal', method: 'get', path: '/common/flywire-university-details/{id}', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listFlywireCurrencies: { api: 'portal', method: 'get', path: '/common/all-flywire-currencies', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listPaymentTransactions: { api: 'portal', method: 'get', path: '/common/transactions', public: false, roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'] },
  saveCartItem: { api: 'portal', method: 'post', path: '/common/save-cart-item', public: false, roles: ['student', 'agent', 'franchise'] },
  removeCartItems: { api: 'portal', method: 'post', path: '/common/remove-cart-items', public: false, roles: ['student', 'agent', 'franchise'] },
  listCartItems: { api: 'portal', method: 'get', path: '/common/shop-cart-items', public: false, roles: ['student', 'agent', 'franchise'] },
  listShopOrders: { api: 'portal', method: 'get', path: '/common/shop-orders', public: false, roles: ['student', 'agent', 'franchise', 'accounts', 'operations_manager'] },
  getShopOrderDetails: { api: 'portal', method: 'get', path: '/common/shop-order-details/{so_id}', public: false, roles: ['student', 'agent', 'franchise', 'accounts', 'operations_manager'] },
  saveShopOrderStatus: { api: 'portal', method: 'post', path: '/common/shop-order-status', public: false, roles: ['accounts', 'operations_manager'] },
  listServicesAndPlans: { api: 'portal', method: 'get', path: '/common/services-and-plans', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listPublicServicesAndPlans: { api: 'portal', method: 'get', path: '/home/services-and-plans', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listAllFranchises: { api: 'portal', method: 'get', path: '/common/all-franchises', public: false, roles: ['counselor', 'operations', 'student_support', 'operations_manager', 'accounts', 'franchise'] },
  listAllAgents: { api: 'portal', method: 'get', path: '/common/all-agents', public: false, roles: ['counselor', 'operations', 'student_support', 'operations_manager', 'accounts'] },
  listAllCounselors: { api: 'portal', method: 'get', path: '/common/all-counselors', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'accounts'] },
  listAllUsersAndTypes: { api: 'portal', method: 'get', path: '/common/all-users-and-types', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'accounts'] },
  getFranchiseStatistics: { api: 'portal', method: 'get', path: '/common/franchise-statistics', public: false, roles: ['franchise', 'operations_manager', 'accounts'] },
  listAssignedAgents: { api: 'portal', method: 'get', path: '/common/assigned-agents', public: false, roles: ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'] },
  getServiceRevenue: { api: 'portal', method: 'get', path: '/common/service-revenue/{franchise_id}/{service_id}', public: false, roles: ['franchise', 'operations_manager', 'accounts'] },
  listTrainings: { api: 'portal', method: 'get', path: '/common/trainings', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  registerForTraining: { api: 'portal', method: 'post', path: '/common/trainings/register_user', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listTrainingMaterials: { api: 'portal', method: 'get', path: '/common/training-materials', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  createTrainingMaterial: { api: 'portal', method: 'post', path: '/common/training-materials', public: false, roles: ['operations', 'operations_manager'] },
  getTrainingMaterial: { api: 'portal', method: 'get', path: '/common/training-material/{id}', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listFranchiseTrainings: { api: 'portal', method: 'get', path: '/common/franchise-trainings', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  getFranchiseTraining: { api: 'portal', method: 'get', path: '/common/franchise-training/{ft_id}', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  listAcademyItems: { api: 'portal', method: 'get', path: '/common/academy-items', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  getAcademyItem: { api: 'portal', method: 'get', path: '/common/academy-detail/{fa_id}', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  listFranchiseEvents: { api: 'portal', method: 'get', path: '/common/franchise-events/', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  createFranchiseEvent: { api: 'portal', method: 'post', path: '/common/franchise-events/', public: false, roles: ['operations', 'operations_manager'] },
  getFranchiseEvent: { api: 'portal', method: 'get', path: '/common/franchise-events/{fe_id}', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts'] },
  listUnipathTrainings: { api: 'portal', method: 'get', path: '/common/unipath-trainings', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  createUnipathTraining: { api: 'portal', method: 'post', path: '/common/unipath-trainings', public: false, roles: ['operations', 'operations_manager'] },
  getUnipathTraining: { api: 'portal', method: 'get', path: '/common/unipath-trainings/{tr_id}', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  registerForUnipathTraining: { api: 'portal', method: 'post', path: '/common/unipath-training-registration', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listIndustryNews: { api: 'portal', method: 'get', path: '/common/industry-news', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listMarketingMaterial: { api: 'portal', method: 'get', path: '/common/material', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listBlogs: { api: 'portal', method: 'get', path: '/common/blogs', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listUtilities: { api: 'portal', method: 'get', path: '/common/utilities', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  getUtility: { api: 'portal', method: 'get', path: '/common/utilities/{id}', public: false, roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listFactSheets: { api: 'portal', method: 'get', path: '/common/fact-sheet', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listCommissionRates: { api: 'portal', method: 'get', path: '/common/commission-rates/', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  updateCommission: { api: 'portal', method: 'post', path: '/common/update-commission/{inv_id}', public: false, roles: ['accounts', 'operations_manager'] },
  getAnnualTarget: { api: 'portal', method: 'get', path: '/common/annual-target', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  setAnnualTarget: { api: 'portal', method: 'post', path: '/common/annual-target', public: false, roles: ['accounts', 'operations_manager'] },
  checkAnnualTargetSet: { api: 'portal', method: 'get', path: '/common/is-annual-target-set', public: false, roles: ['agent', 'franchise'] },
  listAssociatePlanTypes: { api: 'portal', method: 'get', path: '/common/associate-plan-type', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  setAssociatePlan: { api: 'portal', method: 'post', path: '/common/associate-plan-type', public: false, roles: ['accounts', 'operations_manager'] },
  saveCommissionRate: { api: 'portal', method: 'post', path: '/common/commission-rate', public: false, roles: ['accounts', 'operations_manager'] },
  accrueCommission: { api: 'portal', method: 'post', path: '/common/commissions/{sa_mapper_id}/expected', public: false, roles: ['accounts', 'operations_manager'] },
  getCommissionTerm: { api: 'portal', method: 'get', path: '/common/commissions/{sa_mapper_id}/terms/{term}', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  invoiceCommission: { api: 'portal', method: 'post', path: '/common/commissions/{sa_mapper_id}/terms/{term}/invoice', public: false, roles: ['accounts', 'operations_manager'] },
  recordCommissionReceived: { api: 'portal', method: 'post', path: '/common/commissions/{sa_mapper_id}/terms/{term}/received', public: false, roles: ['accounts', 'operations_manager'] },
  withdrawCommission: { api: 'portal', method: 'post', path: '/common/commissions/{sa_mapper_id}/terms/{term}/withdrawal', public: false, roles: ['accounts', 'operations_manager'] },
  payPartnerCommission: { api: 'portal', method: 'post', path: '/common/commissions/{sa_mapper_id}/terms/{term}/payout', public: false, roles: ['accounts', 'operations_manager'] },
  getCommissionStatement: { api: 'portal', method: 'get', path: '/common/commission-statement', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  listStudentCommissionTerms: { api: 'portal', method: 'get', path: '/common/commission-terms', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  listInvoices: { api: 'portal', method: 'get', path: '/common/invoices', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  getStudentStatementPdf: { api: 'portal', method: 'get', path: '/common/student-statements/{student_user_id}/pdf', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  listInvoiceStatuses: { api: 'portal', method: 'get', path: '/common/invoice-statuses/', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  listFranchiseStudentInvoices: { api: 'portal', method: 'get', path: '/common/franchise-student-invoices/', public: false, roles: ['franchise', 'accounts', 'operations_manager'] },
  getFranchiseActiveInvoice: { api: 'portal', method: 'get', path: '/common/franchise-active-invoice/{student_user_id}', public: false, roles: ['franchise', 'agent', 'accounts', 'operations_manager'] },
  listTermwiseManualInvoices: { api: 'portal', method: 'get', path: '/common/termwise-manual-invoices', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  getClubbedInvoice: { api: 'portal', method: 'get', path: '/common/clubbed-invoice', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  getClubbedInvoicePdf: { api: 'portal', method: 'get', path: '/common/clubbed-invoices/{ci_id}/pdf', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  listClubbedInvoices: { api: 'portal', method: 'get', path: '/common/all-clubbed-invoices', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  listServiceInvoices: { api: 'portal', method: 'get', path: '/common/service-invoices', public: false, roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'] },
  listServiceInvoiceStatuses: { api: 'portal', method: 'get', path: '/common/service-invoice-statuses/', public: false, roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'] },
  getServiceInvoice: { api: 'portal', method: 'get', path: '/common/service-invoice/{id}', public: false, roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'] },
  listServiceClubbedInvoices: { api: 'portal', method: 'get', path: '/common/service-clubbed-invoice/', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  issueServiceClubbedInvoice: { api: 'portal', method: 'post', path: '/common/service-clubbed-invoice/', public: false, roles: ['accounts', 'operations_manager'] },
  getServiceClubbedInvoice: { api: 'portal', method: 'get', path: '/common/service-clubbed-invoice/single', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  getServiceInvoicePdf: { api: 'portal', method: 'get', path: '/common/service-invoice/{id}/pdf', public: false, roles: ['student', 'counselor', 'student_support', 'agent', 'franchise', 'accounts', 'operations_manager'] },
  issueServiceInvoice: { api: 'portal', method: 'post', path: '/common/shop-orders/{so_id}/service-invoice', public: false, roles: ['accounts', 'operations_manager'] },
  refundShopOrder: { api: 'portal', method: 'post', path: '/common/shop-orders/{so_id}/refunds', public: false, roles: ['accounts', 'operations_manager'] },
  listBanks: { api: 'portal', method: 'get', path: '/common/banks/all', public: false, roles: ['agent', 'franchise', 'accounts'] },
  getBank: { api: 'portal', method: 'get', path: '/common/banks/{id}', public: false, roles: ['agent', 'franchise', 'accounts'] },
  saveBank: { api: 'portal', method: 'post', path: '/common/banks/save', public: false, roles: ['agent', 'franchise'] },
  uploadSignature: { api: 'portal', method: 'post', path: '/common/banks/upload_signature', public: false, roles: ['agent', 'franchise', 'accounts'] },
  getMySignature: { api: 'portal', method: 'get', path: '/common/signature', public: false, roles: ['agent', 'franchise', 'accounts'] },
  getUserSignature: { api: 'portal', method: 'get', path: '/common/signature/{id}', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  createInvoiceDraft: { api: 'portal', method: 'post', path: '/common/invoices/draft', public: false, roles: ['accounts', 'operations_manager'] },
  getInvoice: { api: 'portal', method: 'get', path: '/common/invoices/{inv_id}', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  getInvoicePdf: { api: 'portal', method: 'get', path: '/common/invoices/{inv_id}/pdf', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  issueInvoice: { api: 'portal', method: 'post', path: '/common/invoices/{inv_id}/issue', public: false, roles: ['accounts', 'operations_manager'] },
  recordInvoicePayment: { api: 'portal', method: 'post', path: '/common/invoices/{inv_id}/payments', public: false, roles: ['accounts', 'operations_manager'] },
  voidInvoice: { api: 'portal', method: 'post', path: '/common/invoices/{inv_id}/void', public: false, roles: ['accounts', 'operations_manager'] },
  issueCreditNote: { api: 'portal', method: 'post', path: '/common/invoices/{inv_id}/credit-notes', public: false, roles: ['accounts', 'operations_manager'] },
  getAccountsOverview: { api: 'portal', method: 'get', path: '/common/accounts-overview', public: false, roles: ['accounts', 'operations_manager'] },
  listPartnerInvoices: { api: 'portal', method: 'get', path: '/common/partner-invoices', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  createPartnerInvoice: { api: 'portal', method: 'post', path: '/common/partner-invoices', public: false, roles: ['agent', 'franchise'] },
  getPartnerInvoice: { api: 'portal', method: 'get', path: '/common/partner-invoices/{inv_id}', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  getPartnerInvoicePdf: { api: 'portal', method: 'get', path: '/common/partner-invoices/{inv_id}/pdf', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  movePartnerInvoice: { api: 'portal', method: 'post', path: '/common/partner-invoices/{inv_id}/status', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  correctPartnerInvoiceAmount: { api: 'portal', method: 'post', path: '/common/partner-invoices/{inv_id}/amount', public: false, roles: ['accounts', 'operations_manager'] },
  listPartnerInvoiceStatuses: { api: 'portal', method: 'get', path: '/common/partner-invoice-statuses', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  createManualInvoice: { api: 'portal', method: 'post', path: '/common/manual-invoices', public: false, roles: ['accounts', 'operations_manager'] },
  createClubbedInvoice: { api: 'portal', method: 'post', path: '/common/clubbed-invoices', public: false, roles: ['agent', 'franchise', 'accounts', 'operations_manager'] },
  listAccommodations: { api: 'portal', method: 'get', path: '/home/accommodations', public: true, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  listStudentsForAccommodationRecommendation: { api: 'portal', method: 'get', path: '/common/students-for-accomodation-recommendation', public: false, roles: ['counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'] },
  recommendAccommodationToStudents: { api: 'portal', method: 'post', path: '/common/recommend-accomodation-students/{acc_id}', public: false, roles: ['counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'] },
  listAccommodationFavourites: { api: 'portal', method: 'get', path: '/common/accomodation-favourites/{id}', public: false, roles: ['student', 'counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'] },
  listAccommodationRecommendations: { api: 'portal', method: 'get', path: '/common/accomodation-recommendation/{id}', public: false, roles: ['student', 'counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'] },
  removeAccommodationRecommendation: { api: 'portal', method: 'post', path: '/common/accomodation-recommendation-remove/{student_user_id}/{acc_id}', public: false, roles: ['student', 'counselor', 'operations', 'student_support', 'operations_manager', 'agent', 'franchise'] },
  listLeads: { api: 'leads', method: 'get', path: '/my-lead/all', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLead: { api: 'leads', method: 'get', path: '/my-lead/single/{id}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadFollowUps: { api: 'leads', method: 'get', path: '/my-lead/follow-ups/{id}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLeadAssigneeTimeline: { api: 'leads', method: 'get', path: '/my-lead/assignee-timeline/{id}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadCategoryFieldValues: { api: 'leads', method: 'get', path: '/my-lead/category-fields-values', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  checkLeadDuplicate: { api: 'leads', method: 'get', path: '/my-lead/lead-exists', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadHistory: { api: 'leads', method: 'get', path: '/my-lead/history/{id}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  saveLead: { api: 'leads', method: 'post', path: '/my-lead/save', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  saveLeadFollowUp: { api: 'leads', method: 'post', path: '/my-lead/save-follow-up', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  markLeadsAsRead: { api: 'leads', method: 'post', path: '/my-lead/mark-as-read', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  convertLeadToStudent: { api: 'leads', method: 'post', path: '/my-lead/convert-to-student', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  importLeads: { api: 'leads', method: 'post', path: '/my-lead/import', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  exportLeads: { api: 'leads', method: 'get', path: '/my-lead/export', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  assignLeads: { api: 'leads', method: 'post', path: '/my-lead/assign', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLeadAssignmentRules: { api: 'leads', method: 'get', path: '/my-lead/assignment-rules', public: false, roles: ['operations_manager', 'franchise'] },
  saveLeadAssignmentRules: { api: 'leads', method: 'post', path: '/my-lead/assignment-rules', public: false, roles: ['operations_manager', 'franchise'] },
  getLeadProfile: { api: 'leads', method: 'get', path: '/home/user-profile', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  saveLeadProfile: { api: 'leads', method: 'post', path: '/home/user-profile', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadMasterStates: { api: 'leads', method: 'get', path: '/my-lead/master/states', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadMasterCities: { api: 'leads', method: 'get', path: '/my-lead/master/cities', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadStages: { api: 'leads', method: 'get', path: '/my-lead/master/lead-stages', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadSubStages: { api: 'leads', method: 'get', path: '/my-lead/master/lead-sub-stages', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadCategories: { api: 'leads', method: 'get', path: '/my-lead/master/lead-categories', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadMasterUsers: { api: 'leads', method: 'get', path: '/my-lead/master/users', public: false, roles: ['operations_manager', 'counselor', 'student_support'] },
  listLeadTeamMembers: { api: 'leads', method: 'get', path: '/my-lead/master/team-members', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadCategoryFields: { api: 'leads', method: 'get', path: '/my-lead/master/lead-category-fields', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadSources: { api: 'leads', method: 'get', path: '/my-lead/master/my-lead-sources', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadMediums: { api: 'leads', method: 'get', path: '/my-lead/master/my-lead-mediums', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadCampaigns: { api: 'leads', method: 'get', path: '/my-lead/master/my-lead-campaigns', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listLeadCategoriesByRole: { api: 'leads', method: 'get', path: '/my-lead/lead-categories-by-role', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listCounseledLeads: { api: 'leads', method: 'get', path: '/my-lead/counseled-leads', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLeadCount: { api: 'leads', method: 'get', path: '/my-lead/lead-count', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLeadCountByMember: { api: 'leads', method: 'get', path: '/my-lead/lead-count-members', public: false, roles: ['operations_manager', 'franchise'] },
  getLeadCountByMonth: { api: 'leads', method: 'get', path: '/my-lead/lead-count-months', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  listRemindedLeads: { api: 'leads', method: 'get', path: '/my-lead/reminded-leads', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLeadDistributionCount: { api: 'leads', method: 'get', path: '/my-lead/lead-distribution-count', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLeadDistributionDetails: { api: 'leads', method: 'get', path: '/my-lead/lead-distribution-details', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLeadCountByArea: { api: 'leads', method: 'get', path: '/my-lead/lead-count-by-area', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getLeadCountByAreaStageCounseled: { api: 'leads', method: 'get', path: '/my-lead/lead-count-by-area-stage-counseled', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor'] },
  getMasterFranchiseLeadStatistics: { api: 'leads', method: 'get', path: '/my-lead/master-franchise-lead-statistics', public: false, roles: ['franchise', 'operations_manager'] },
  listAreaFranchiseLeadStats: { api: 'leads', method: 'get', path: '/my-lead/area-franchise-stats-under-mf', public: false, roles: ['franchise', 'operations_manager'] },
  listAcpCampaigns: { api: 'leads', method: 'get', path: '/my-lead/acp-campaigns', public: false, roles: ['agent', 'franchise', 'operations_manager'] },
  sendLeadMail: { api: 'leads', method: 'post', path: '/my-lead/mail/student', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listMailTemplates: { api: 'leads', method: 'get', path: '/my-lead/mail/templates', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listBrevoTemplates: { api: 'leads', method: 'get', path: '/my-lead/brevo-templates', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listLeadEmails: { api: 'leads', method: 'post', path: '/my-lead/mail/emails-by-lead', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listLeadPhones: { api: 'leads', method: 'post', path: '/my-lead/phone/phone-by-lead', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listContactLists: { api: 'leads', method: 'get', path: '/my-lead/mail/contact-lists', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  createContactList: { api: 'leads', method: 'post', path: '/my-lead/mail/contact-list', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  importContacts: { api: 'leads', method: 'post', path: '/my-lead/mail/import-contacts', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  removeListContact: { api: 'leads', method: 'post', path: '/my-lead/mail/remove-contact', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  createEmailCampaign: { api: 'leads', method: 'post', path: '/my-lead/mail/email-campaign', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listEmailCampaigns: { api: 'leads', method: 'get', path: '/my-lead/mail/campaigns', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  startEmailCampaign: { api: 'leads', method: 'post', path: '/my-lead/mail/start-campaign', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  previewEmailCampaign: { api: 'leads', method: 'get', path: '/my-lead/mail/campaign-preview', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getEmailCampaignStats: { api: 'leads', method: 'get', path: '/my-lead/mail/campaign-stats', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getAggregateCampaignStats: { api: 'leads', method: 'get', path: '/my-lead/mail/agg-campaign-stats', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listEmailLogs: { api: 'leads', method: 'get', path: '/my-lead/mail/email-logs', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getRemainingEmails: { api: 'leads', method: 'get', path: '/my-lead/mail/remaining-emails', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getLeadNurturing: { api: 'leads', method: 'get', path: '/my-lead/nurturing/{id}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  stopLeadNurture: { api: 'leads', method: 'post', path: '/my-lead/nurturing/{id}/stop', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getLeadGupshupNurturing: { api: 'leads', method: 'get', path: '/my-lead/gupshup-nurturing/{id}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  startManualLeadNurture: { api: 'leads', method: 'post', path: '/my-lead/manual-lead-nurture', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  startBulkLeadNurture: { api: 'leads', method: 'post', path: '/my-lead/bulk-lead-nurture', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getUserCredits: { api: 'leads', method: 'get', path: '/my-lead/user-credits', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getLeadGupshupContact: { api: 'leads', method: 'get', path: '/my-lead/gr-contact/{id}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getNurturingCredits: { api: 'leads', method: 'get', path: '/my-lead/nurturing-credits', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listNurturingServices: { api: 'leads', method: 'get', path: '/my-lead/nurturing-services', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getNurturingCreditChart: { api: 'leads', method: 'get', path: '/my-lead/nurturing-credit-chart', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listCreditTransactions: { api: 'leads', method: 'get', path: '/my-lead/transactions', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getUserServiceAvailed: { api: 'leads', method: 'get', path: '/my-lead/user-service-availed', public: false, roles: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'] },
  sendBulkWhatsAppMessage: { api: 'leads', method: 'post', path: '/my-lead/bulk-whatsapp-message', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listWhatsAppTemplates: { api: 'leads', method: 'get', path: '/my-lead/whatsapp-templates', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getWhatsAppTemplate: { api: 'leads', method: 'get', path: '/my-lead/templates/{id}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getWhatsAppAnalytics: { api: 'leads', method: 'get', path: '/my-lead/whatsapp-analytics', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getWhatsAppMetrics: { api: 'leads', method: 'get', path: '/my-lead/whatsapp-metrics', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  getWhatsAppEventCounts: { api: 'leads', method: 'get', path: '/my-lead/whatsapp-event-counts', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listWhatsAppBroadcastRates: { api: 'leads', method: 'get', path: '/my-lead/whatsapp-broadcast-rates', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listWhatsAppBroadcastRecipients: { api: 'leads', method: 'get', path: '/my-lead/whatsapp-broadcast-data', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listWhatsAppBroadcasts: { api: 'leads', method: 'get', path: '/my-lead/broadcasts', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  sendLeadWhatsAppMessage: { api: 'leads', method: 'post', path: '/my-lead/whatsapp/send-message', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
  listLeadWhatsAppMessages: { api: 'leads', method: 'get', path: '/my-lead/whatsapp/get-message/{leadId}', public: false, roles: ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] },
} as const satisfies Record<string, OperationAccess>;

export type OperationId = keyof typeof operationAccess;

/** The roles of each operation as bits: bit i set when ROLES[i] may call it. */
const ROLE_BITS: { readonly [operationId in OperationId]: number } = {
  login: 1023,
  logout: 1023,
  registerStudent: 1023,
  registerStudentViaAgent: 1023,
  registerStudentViaSchoolCounselor: 1023,
  refreshToken: 1023,
  sendPasswordResetLink: 1023,
  resetPassword: 1023,
  searchPublicCourses: 1023,
  getPublicUniversity: 1023,
  listPublicUniversities: 1023,
  listCountriesAndCities: 1023,
  listCountries: 1023,
  listStates: 1023,
  listCities: 1023,
  listCourseLevels: 1023,
  listCourseCategories: 1023,
  listTuitionFeeFilterValues: 1023,
  listTuitionFeeFilterValuesUsd: 1023,
  getAgentPublicInfo: 1023,
  getSchoolCounselorPublicInfo: 1023,
  listCourses: 1023,
  listCoursesV2: 1023,
  getCourse: 1023,
  compareCourses: 1023,
  getUniversityDetails: 1023,
  getUniversityDetailsV2: 1023,
  listUniversityCourses: 1023,
  listUniversities: 1023,
  getUniversityInfo: 1023,
  getUniversityUsps: 1023,
  listUniversityUsps: 1023,
  getUniversitySur: 1023,
  listUniversitiesByCountry: 1023,
  listFocusedUniversities: 1023,
  listUniversityUpdates: 1023,
  createUniversityUpdate: 20,
  getUniversityUpdate: 1023,
  listNotifications: 1023,
  markAllNotificationsRead: 1023,
  markNotificationRead: 1023,
  getNewNotificationsAndMessages: 1023,
  listAnnouncements: 1023,
  createAnnouncement: 16,
  listWarnings: 1023,
  listWhatsNew: 1023,
  reactToWhatsNew: 1023,
  unreactToWhatsNew: 1023,
  listFaqs: 1023,
  getHomeData: 1023,
  listChatConnections: 1023,
  listChatMessages: 1023,
  sendChatMessage: 1023,
  markChatMessagesRead: 1023,
  listApplicationChatMessages: 767,
  sendApplicationChatMessage: 767,
  getApplicationTimeline: 767,
  listTaskChatMessages: 1023,
  sendTaskChatMessage: 1023,
  listStudentListChatMessages: 766,
  sendStudentListChatMessage: 766,
  sendStudentWhatsAppMessage: 254,
  listLeadMessageHistory: 254,
  sendBulkMailToStudents: 254,
  transcribeSpeech: 1023,
  getSignedInUserProfile: 1023,
  getUserProfileStrength: 767,
  changePassword: 1023,
  deleteOwnAccount: 545,
  getInvoiceProfile: 353,
  saveInvoiceProfile: 353,
  getLmsAccessToken: 1023,
  convertStudentToLms: 247,
  checkLeadExistsByContact: 766,
  saveUserAddress: 1023,
  getUserAddress: 1023,
  listDocumentTypes: 1023,
  listStudentDocumentTypes: 1023,
  listVisaDocumentTypes: 1023,
  listStudentVisaDocumentTypes: 1023,
  listDocumentSamples: 1023,
  getStudentDocumentChecklist: 767,
  getStudentVisaDocumentChecklist: 767,
  listStudentRequiredDocuments: 767,
  listUploadedStudentDocuments: 767,
  listUploadedStudentVisaDocuments: 767,
  removeStudentDocument: 255,
  removeStudentVisaDocument: 255,
  uploadFile: 255,
  downloadStudentFile: 767,
  addFeatureDoc: 158,
  listFeatureDocs: 767,
  saveTimeSpentOnPage: 1023,
  getTimeSpentPerPage: 767,
  sendPublicAgentChatMessage: 1023,
  createAiSession: 1023,
  storeAiChatLog: 1023,
  sendAiApplicationChatMessage: 767,
  listAssignedStudents: 1022,
  getStudentAssignedStaff: 767,
  getStudentDetails: 1023,
  getStudentServicesAvailed: 1023,
  recordServiceFinalDelivery: 158,
  markFeatureCompleted: 158,
  listCompletedFeatures: 1023,
  saveApplicationChecklistInfo: 254,
  setStudentActiveStatus: 118,
  createStudent: 758,
  saveAssessUser: 767,
  recommendCourseToStudents: 758,
  removeRecommendation: 759,
  countRecommendations: 767,
  listRecommendations: 767,
  getStudentPsm: 767,
  listStudentApplications: 1023,
  listApplications: 1023,
  createApplication: 255,
  listStaleApplications: 254,
  countApplicationStatusesByUniversity: 1022,
  countApplicationsByStatus: 1022,
  countApplicationsByTime: 1022,
  listOfferLetterNotAccepted: 766,
  listDepositPayable: 510,
  listApplicationStatuses: 1023,
  changeApplicationStatus: 158,
  getSopAnswers: 767,
  saveSopAnswers: 767,
  listQuestionResponses: 767,
  saveQuestionResponse: 767,
  saveAisQualifications: 767,
  saveAisGaps: 767,
  saveAisCertifications: 767,
  saveAisTravelHistory: 767,
  saveAisWorkHistory: 767,
  saveAisVisaRejections: 767,
  saveAisFamilyDetails: 767,
  getAis: 767,
  saveSearchRecord: 1023,
  logSearch: 1023,
  logFilter: 1023,
  listTasks: 1023,
  saveTask: 1023,
  listAssignedTasks: 1022,
  listOrDeleteUserTasks: 1023,
  listTaskUsers: 1023,
  listTaskStudents: 1022,
  startRazorpayPayment: 511,
  verifyRazorpayPayment: 511,
  startPayuPayment: 511,
  verifyPayuPayment: 511,
  listCouponCodes: 370,
  listAssignedCoupons: 511,
  listAvailableCoupons: 511,
  verifyCoupon: 511,
  assignCouponToStudents: 370,
  listUniversityPayments: 511,
  recordUniversityPayment: 374,
  setUniversityPaymentStatus: 374,
  listFlywireUniversities: 1023,
  getFlywireUniversityDetails: 1023,
  listFlywireCurrencies: 1023,
  listPaymentTransactions: 499,
  saveCartItem: 97,
  removeCartItems: 97,
  listCartItems: 97,
  listShopOrders: 369,
  getShopOrderDetails: 369,
  saveShopOrderStatus: 272,
  listServicesAndPlans: 1023,
  listPublicServicesAndPlans: 1023,
  listAllFranchises: 470,
  listAllAgents: 406,
  listAllCounselors: 414,
  listAllUsersAndTypes: 414,
  getFranchiseStatistics: 336,
  listAssignedAgents: 158,
  getServiceRevenue: 336,
  listTrainings: 1022,
  registerForTraining: 1022,
  listTrainingMaterials: 1022,
  createTrainingMaterial: 20,
  getTrainingMaterial: 1022,
  listFranchiseTrainings: 510,
  getFranchiseTraining: 510,
  listAcademyItems: 510,
  getAcademyItem: 510,
  listFranchiseEvents: 510,
  createFranchiseEvent: 20,
  getFranchiseEvent: 510,
  listUnipathTrainings: 1022,
  createUnipathTraining: 20,
  getUnipathTraining: 1022,
  registerForUnipathTraining: 1022,
  listIndustryNews: 1022,
  listMarketingMaterial: 1022,
  listBlogs: 1023,
  listUtilities: 1022,
  getUtility: 1022,
  listFactSheets: 1023,
  listCommissionRates: 368,
  updateCommission: 272,
  getAnnualTarget: 368,
  setAnnualTarget: 272,
  checkAnnualTargetSet: 96,
  listAssociatePlanTypes: 368,
  setAssociatePlan: 272,
  saveCommissionRate: 272,
  accrueCommission: 272,
  getCommissionTerm: 368,
  invoiceCommission: 272,
  recordCommissionReceived: 272,
  withdrawCommission: 272,
  payPartnerCommission: 272,
  getCommissionStatement: 368,
  listStudentCommissionTerms: 368,
  listInvoices: 368,
  getStudentStatementPdf: 368,
  listInvoiceStatuses: 368,
  listFranchiseStudentInvoices: 336,
  getFranchiseActiveInvoice: 368,
  listTermwiseManualInvoices: 368,
  getClubbedInvoice: 368,
  getClubbedInvoicePdf: 368,
  listClubbedInvoices: 368,
  listServiceInvoices: 499,
  listServiceInvoiceStatuses: 499,
  getServiceInvoice: 499,
  listServiceClubbedInvoices: 368,
  issueServiceClubbedInvoice: 272,
  getServiceClubbedInvoice: 368,
  getServiceInvoicePdf: 499,
  issueServiceInvoice: 272,
  refundShopOrder: 272,
  listBanks: 352,
  getBank: 352,
  saveBank: 96,
  uploadSignature: 352,
  getMySignature: 352,
  getUserSignature: 368,
  createInvoiceDraft: 272,
  getInvoice: 368,
  getInvoicePdf: 368,
  issueInvoice: 272,
  recordInvoicePayment: 272,
  voidInvoice: 272,
  issueCreditNote: 272,
  getAccountsOverview: 272,
  listPartnerInvoices: 368,
  createPartnerInvoice: 96,
  getPartnerInvoice: 368,
  getPartnerInvoicePdf: 368,
  movePartnerInvoice: 368,
  correctPartnerInvoiceAmount: 272,
  listPartnerInvoiceStatuses: 368,
  createManualInvoice: 272,
  createClubbedInvoice: 368,
  listAccommodations: 1023,
  listStudentsForAccommodationRecommendation: 246,
  recommendAccommodationToStudents: 246,
  listAccommodationFavourites: 247,
  listAccommodationRecommendations: 247,
  removeAccommodationRecommendation: 247,
  listLeads: 754,
  getLead: 754,
  listLeadFollowUps: 754,
  getLeadAssigneeTimeline: 754,
  listLeadCategoryFieldValues: 754,
  checkLeadDuplicate: 754,
  listLeadHistory: 754,
  saveLead: 754,
  saveLeadFollowUp: 754,
  markLeadsAsRead: 754,
  convertLeadToStudent: 754,
  importLeads: 754,
  exportLeads: 754,
  assignLeads: 754,
  getLeadAssignmentRules: 80,
  saveLeadAssignmentRules: 80,
  getLeadProfile: 754,
  saveLeadProfile: 754,
  listLeadMasterStates: 754,
  listLeadMasterCities: 754,
  listLeadStages: 754,
  listLeadSubStages: 754,
  listLeadCategories: 754,
  listLeadMasterUsers: 146,
  listLeadTeamMembers: 754,
  listLeadCategoryFields: 754,
  listLeadSources: 754,
  listLeadMediums: 754,
  listLeadCampaigns: 754,
  listLeadCategoriesByRole: 754,
  listCounseledLeads: 754,
  getLeadCount: 754,
  getLeadCountByMember: 80,
  getLeadCountByMonth: 754,
  listRemindedLeads: 754,
  getLeadDistributionCount: 754,
  getLeadDistributionDetails: 754,
  getLeadCountByArea: 754,
  getLeadCountByAreaStageCounseled: 754,
  getMasterFranchiseLeadStatistics: 80,
  listAreaFranchiseLeadStats: 80,
  listAcpCampaigns: 112,
  sendLeadMail: 242,
  listMailTemplates: 242,
  listBrevoTemplates: 242,
  listLeadEmails: 242,
  listLeadPhones: 242,
  listContactLists: 242,
  createContactList: 242,
  importContacts: 242,
  removeListContact: 242,
  createEmailCampaign: 242,
  listEmailCampaigns: 242,
  startEmailCampaign: 242,
  previewEmailCampaign: 242,
  getEmailCampaignStats: 242,
  getAggregateCampaignStats: 242,
  listEmailLogs: 242,
  getRemainingEmails: 242,
  getLeadNurturing: 242,
  stopLeadNurture: 242,
  getLeadGupshupNurturing: 242,
  startManualLeadNurture: 242,
  startBulkLeadNurture: 242,
  getUserCredits: 242,
  getLeadGupshupContact: 242,
  getNurturingCredits: 242,
  listNurturingServices: 242,
  getNurturingCreditChart: 242,
  listCreditTransactions: 242,
  getUserServiceAvailed: 1023,
  sendBulkWhatsAppMessage: 242,
  listWhatsAppTemplates: 242,
  getWhatsAppTemplate: 242,
  getWhatsAppAnalytics: 242,
  getWhatsAppMetrics: 242,
  getWhatsAppEventCounts: 242,
  listWhatsAppBroadcastRates: 242,
  listWhatsAppBroadcastRecipients: 242,
  listWhatsAppBroadcasts: 242,
  sendLeadWhatsAppMessage: 242,
  listLeadWhatsAppMessages: 242,
};

/** The roles that may call an operation (every role for a public one), in the order of ROLES. */
export function rolesOf(operationId: OperationId): readonly Role[] {
  const bits = ROLE_BITS[operationId];
  return ROLES.filter((_role, index) => (bits & (1 << index)) !== 0);
}
