import type { UserType } from '@/entities/session';

// Every route of spec section 2, and who may open it: the one table of access in the client. The server checks every
// call again; this table only decides what a role is shown. A signed-in user on a route their role may not open is
// sent to their own home; a signed-out user on a signed-in route is sent to the root (the login).
//
// Kept free of runtime imports: scripts/budget.ts reads it under Node.

/** `app`: the menu layout; a `public` app route shows a signed-out visitor the public layout (no menu) instead. */
export type Layout = 'full' | 'app';

/**
 * `guest`: only while signed out (the login and the ways into an account); `public`: anyone; `signed-in`: every role;
 * a list: those roles.
 */
export type Access = 'guest' | 'public' | 'signed-in' | readonly UserType[];

export type PageKey =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'error-404'
  | 'terms'
  | 'privacy'
  | 'refund'
  | 'not-available'
  | 'university-search'
  | 'university-detail'
  | 'university-usp'
  | 'applications'
  | 'student-list'
  | 'student-applications'
  | 'dashboard'
  | 'student-details'
  | 'profile'
  | 'ais'
  | 'documents'
  | 'recommendations'
  | 'student-home'
  | 'services'
  | 'notifications'
  | 'faq'
  | 'announcements'
  | 'chat'
  | 'tasks'
  | 'settings';

export type RouteEntry = {
  path: string;
  title: string;
  layout: Layout;
  access: Access;
  page: PageKey;
  /** Allowed values of route parameters; any other value is the 404 page. */
  params?: Readonly<Record<string, readonly string[]>>;
};

/** The page slice (under src/pages) and the export each PageKey loads. */
export const PAGE_MODULES: Record<PageKey, { slice: string; exportName: string }> = {
  login: { slice: 'login', exportName: 'LoginPage' },
  register: { slice: 'register', exportName: 'RegisterPage' },
  'forgot-password': { slice: 'forgot-password', exportName: 'ForgotPasswordPage' },
  'reset-password': { slice: 'reset-password', exportName: 'ResetPasswordPage' },
  'error-404': { slice: 'not-found', exportName: 'NotFoundPage' },
  terms: { slice: 'legal', exportName: 'TermsPage' },
  privacy: { slice: 'legal', exportName: 'PrivacyPage' },
  refund: { slice: 'legal', exportName: 'RefundPolicyPage' },
  'not-available': { slice: 'not-available', exportName: 'NotAvailablePage' },
  'university-search': { slice: 'university-search', exportName: 'UniversitySearchPage' },
  'university-detail': { slice: 'university-detail', exportName: 'UniversityDetailPage' },
  'university-usp': { slice: 'university-usp', exportName: 'UniversityUspPage' },
  applications: { slice: 'applications', exportName: 'ApplicationsPage' },
  'student-list': { slice: 'student-list', exportName: 'StudentListPage' },
  'student-applications': { slice: 'student-applications', exportName: 'StudentApplicationsPage' },
  dashboard: { slice: 'dashboard', exportName: 'DashboardPage' },
  'student-details': { slice: 'student-details', exportName: 'StudentDetailsPage' },
  profile: { slice: 'profile', exportName: 'ProfilePage' },
  ais: { slice: 'ais', exportName: 'AisPage' },
  documents: { slice: 'documents', exportName: 'DocumentsPage' },
  recommendations: { slice: 'recommendations', exportName: 'RecommendationsPage' },
  'student-home': { slice: 'student-home', exportName: 'StudentHomePage' },
  services: { slice: 'services', exportName: 'ServicesPage' },
  notifications: { slice: 'notifications', exportName: 'NotificationsPage' },
  faq: { slice: 'faq', exportName: 'FaqPage' },
  announcements: { slice: 'announcements', exportName: 'AnnouncementsPage' },
  chat: { slice: 'chat', exportName: 'ChatPage' },
  tasks: { slice: 'tasks', exportName: 'TasksPage' },
  settings: { slice: 'settings', exportName: 'SettingsPage' },
};

const STUDENT = ['student'] as const;
const STAFF = ['counselor', 'operations', 'visa', 'operations_manager'] as const;
const PARTNERS = ['agent', 'franchise', 'student_support'] as const;
const FRANCHISE = ['franchise'] as const;
const ACCOUNTS = ['accounts'] as const;
const SCHOOL = ['school_counselor'] as const;
/** Everyone who works with students rather than being one. */
const NON_STUDENTS = [...STAFF, ...PARTNERS, ...ACCOUNTS, ...SCHOOL] as const;
/** Those who recruit students and so sell, earn commission and run leads. */
const RECRUITERS = ['agent', 'franchise'] as const;
const LEAD_USERS = [...RECRUITERS, 'counselor', 'operations_manager', 'student_support'] as const;
const INVOICE_USERS = [...RECRUITERS, 'accounts', 'operations_manager'] as const;
const TRAINEES = [...PARTNERS, ...STAFF] as const;
const BUYERS = [...STUDENT, ...RECRUITERS] as const;

const na = (
  path: string,
  title: string,
  access: Access,
  extra: Partial<Pick<RouteEntry, 'params'>> = {},
): RouteEntry => ({ path, title, layout: 'app', access, page: 'not-available', ...extra });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Full layout, no menu.
  { path: '/', title: 'Sign in', layout: 'full', access: 'guest', page: 'login' },
  { path: '/register', title: 'Create your account', layout: 'full', access: 'guest', page: 'register' },
  { path: '/forgotpassword', title: 'Forgot password', layout: 'full', access: 'guest', page: 'forgot-password' },
  { path: '/resetpassword', title: 'Choose a new password', layout: 'full', access: 'public', page: 'reset-password' },
  { path: '/error-404', title: 'Page not found', layout: 'full', access: 'public', page: 'error-404' },
  // Legal: readable by anyone, signed in or not, so they use the full layout too.
  { path: '/terms-and-conditions', title: 'Terms and conditions', layout: 'full', access: 'public', page: 'terms' },
  { path: '/privacy-policy', title: 'Privacy policy', layout: 'full', access: 'public', page: 'privacy' },
  { path: '/cancellation-and-refund-policy', title: 'Cancellation and refund policy', layout: 'full', access: 'public', page: 'refund' },

  // Dashboards.
  { path: '/home', title: 'Home', layout: 'app', access: STUDENT, page: 'student-home' },
  { path: '/agent_home', title: 'Partner dashboard', layout: 'app', access: PARTNERS, page: 'dashboard' },
  { path: '/staff_home', title: 'Staff dashboard', layout: 'app', access: STAFF, page: 'dashboard' },
  { path: '/school_counselor_home', title: 'School counselor dashboard', layout: 'app', access: SCHOOL, page: 'dashboard' },
  { path: '/accounts_home', title: 'Accounts dashboard', layout: 'app', access: ACCOUNTS, page: 'dashboard' },

  // Training and content.
  na('/training', 'Training', TRAINEES),
  na('/training/:tr_id', 'Training session', TRAINEES),
  na('/academy', 'Academy', TRAINEES),
  na('/academy-details/:fa_id', 'Academy item', TRAINEES),
  na('/training-videos/:ft_id', 'Training videos', TRAINEES),
  na('/trainings_resources', 'Training resources', TRAINEES),
  na('/training_details', 'Training details', TRAINEES),
  na('/marketing-insights', 'Marketing insights', TRAINEES),
  na('/utility-details/:ut_id', 'Utility', TRAINEES),
  na('/community-help', 'Community help', 'signed-in'),
  na('/events', 'Events', TRAINEES),
  na('/event-detail', 'Event', TRAINEES),
  na('/sample_document', 'Sample documents', 'signed-in'),
  { path: '/faq', title: 'Frequently asked questions', layout: 'app', access: 'signed-in', page: 'faq' },

  // Shop.
  na('/shop', 'Shop', BUYERS),
  na('/shop/orders', 'My orders', BUYERS),
  na('/shop/cart', 'Cart', BUYERS),
  // The payment gateway returns here (GET with its answer): the services page shows the result.
  { path: '/shop/checkout', title: 'Checkout', layout: 'app', access: BUYERS, page: 'services' },
  na('/shop_orders', 'Shop orders', [...ACCOUNTS, 'operations_manager']),
  na('/shop_order_details/:so_id', 'Shop order', [...ACCOUNTS, 'operations_manager']),

  // Student work.
  na('/test', 'Tests', STUDENT),
  { path: '/application', title: 'My applications', layout: 'app', access: STUDENT, page: 'applications' },
  na('/student-support', 'Student support', STUDENT),
  // The search and a university's page are public (/home/search/list, /home/university/{id}): signed out they show
  // without the menu and offer sign-in for apply and compare. The USPs call is for signed-in users: every role, as
  // students choose with them and everyone who advises students (staff, partners, school counselors) sells with them.
  { path: '/universitysearch', title: 'University search', layout: 'app', access: 'public', page: 'university-search' },
  { path: '/university-usp', title: 'University highlights', layout: 'app', access: 'signed-in', page: 'university-usp' },
  { path: '/university-detail/:university_id', title: 'University', layout: 'app', access: 'public', page: 'university-detail' },
  { path: '/profile_form', title: 'My profile', layout: 'app', access: STUDENT, page: 'profile' },
  { path: '/ais', title: 'Additional Information Sheet', layout: 'app', access: STUDENT, page: 'ais' },
  { path: '/documents', title: 'Documents', layout: 'app', access: STUDENT, page: 'documents' },
  { path: '/recommendations', title: 'University preference', layout: 'app', access: STUDENT, page: 'recommendations' },
  { path: '/student_list', title: 'Students', layout: 'app', access: NON_STUDENTS, page: 'student-list' },
  { path: '/student_details/:student_user_id', title: 'Student', layout: 'app', access: NON_STUDENTS, page: 'student-details' },
  { path: '/student_applications', title: 'Applications', layout: 'app', access: NON_STUDENTS, page: 'student-applications' },
  na('/assigned_agents', 'Assigned agents', STAFF),

  // Tasks.
  // Everyone holds tasks (a student those their counselor, agent or school counselor gave them, and their own); only
  // those who work with students give tasks to others.
  { path: '/tasks', title: 'Tasks', layout: 'app', access: 'signed-in', page: 'tasks' },
  { path: '/tasks-assigned', title: 'Tasks given to others', layout: 'app', access: NON_STUDENTS, page: 'tasks' },
  { path: '/tasks-important', title: 'Important tasks', layout: 'app', access: 'signed-in', page: 'tasks' },
  { path: '/tasks-completed', title: 'Completed tasks', layout: 'app', access: 'signed-in', page: 'tasks' },
  { path: '/tasks-deleted', title: 'Deleted tasks', layout: 'app', access: 'signed-in', page: 'tasks' },
  { path: '/tasks/:filter', title: 'Tasks', layout: 'app', access: 'signed-in', page: 'tasks', params: { filter: ['important', 'completed', 'deleted'] } },
  { path: '/tasks/tag/:tag', title: 'Tasks by priority', layout: 'app', access: 'signed-in', page: 'tasks', params: { tag: ['low', 'medium', 'high'] } },

  // Other.
  { path: '/services', title: 'Services', layout: 'app', access: 'signed-in', page: 'services' },
  { path: '/chat', title: 'Chat', layout: 'app', access: 'signed-in', page: 'chat' },
  { path: '/Settings', title: 'Settings', layout: 'app', access: 'signed-in', page: 'settings' },
  { path: '/Announcements', title: 'Announcements', layout: 'app', access: 'signed-in', page: 'announcements' },
  { path: '/notifications', title: 'Notifications', layout: 'app', access: 'signed-in', page: 'notifications' },
  na('/university-commissions', 'University commissions', [...INVOICE_USERS]),
  na('/university-commissions/:university_id', 'University commission', [...INVOICE_USERS]),
  na('/commission', 'Commission', [...RECRUITERS, ...ACCOUNTS]),

  // Leads.
  na('/my_leads', 'My leads', LEAD_USERS),
  na('/my_leads/lead_form', 'New lead', LEAD_USERS),
  na('/my_leads/:lead_id', 'Lead', LEAD_USERS),
  na('/nurturing', 'Nurturing', LEAD_USERS),

  // Invoices.
  na('/transactions', 'Transactions', 'signed-in'),
  na('/invoice', 'Invoices', INVOICE_USERS),
  na('/invoice/:student_user_id', 'Student invoice', INVOICE_USERS),
  na('/termwise-invoice/:student_user_id', 'Term-wise invoice', INVOICE_USERS),
  na('/service-invoice/:student_user_id', 'Service invoice', INVOICE_USERS),
  na('/clubbed-service-invoice', 'Clubbed service invoice', INVOICE_USERS),
  na('/invoice/clubbed_invoice', 'Clubbed invoice', INVOICE_USERS),
  na('/student_list-print/:student_user_id', 'Student list (print)', INVOICE_USERS),
  na('/manual-invoice/:mi_id', 'Manual invoice', INVOICE_USERS),

  // AI and misc ({brand} = unipath).
  na('/unipath-gpt', 'Unipath GPT', 'signed-in'),
  na('/ai-chat', 'Counselor assistant', NON_STUDENTS),
  na('/tree-diagram', 'Franchise tree', [...FRANCHISE, 'operations_manager']),
];

/** May this role (or a signed-out visitor, `null`) open this route? */
export function canOpen(access: Access, userType: UserType | null): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return userType === null;
  if (userType === null) return false;
  if (access === 'signed-in') return true;
  return access.includes(userType);
}
