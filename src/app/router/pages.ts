import * as access from '@contract/access';
import type { PageRecord } from './page-record';

// Every page of the app, one record each: its path(s), its page module (loaded when first opened), title, tracking key,
// who may open it and its menu entry. The route table, the page loaders, the page keys and the menu are derived from
// these records (page-record.ts); nothing else lists pages. Who may open a page is read from the contract's x-access
// through the generated access map: `access: access.listTasks` is the roles that may call listTasks; a list is the
// roles that may call every operation in it; a public operation makes the page public. Where no single call decides,
// the record says so: 'guest' (only while signed out), 'public', 'signed-in' (every role), or its own roles (with a
// comment saying why).
// A page whose capability is not built yet shows the "not available yet" page (NOT_BUILT) and is tracked by its path.
//
// Kept free of runtime imports but the access map: scripts/budget.ts reads it under Node.

/** The page that stands in for what is not built yet. */
const NOT_BUILT = { slice: 'not-available', name: 'NotAvailablePage' } as const;

/** Not built yet: the spec's training area is for staff and partners (the contract's training calls also admit accounts and school counselors). */
const TRAINING = { roles: ['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support'] } as const;
/** The student's own pages: those who work with students reach the same data from the student's page. */
const STUDENT_ONLY = { roles: ['student'] } as const;

/** Each dashboard is the Dashboard entry of its role's menu. */
const DASHBOARD_MENU = { label: 'Dashboard', group: 'main', icon: 'home', order: 10 } as const;

export const PAGES: readonly PageRecord[] = [
  // Full layout, no menu: the ways into an account, and what anyone may read.
  { key: 'login', page: { slice: 'login', name: 'LoginPage' }, title: 'Sign in', layout: 'full', access: 'guest', paths: ['/'] },
  { key: 'register', page: { slice: 'register', name: 'RegisterPage' }, title: 'Create your account', layout: 'full', access: 'guest', paths: ['/register'] },
  { key: 'forgot-password', page: { slice: 'forgot-password', name: 'ForgotPasswordPage' }, title: 'Forgot password', layout: 'full', access: 'guest', paths: ['/forgotpassword'] },
  { key: 'reset-password', page: { slice: 'reset-password', name: 'ResetPasswordPage' }, title: 'Choose a new password', layout: 'full', access: access.resetPassword, paths: ['/resetpassword'] },
  { key: 'error-404', page: { slice: 'not-found', name: 'NotFoundPage' }, title: 'Page not found', layout: 'full', access: 'public', paths: ['/error-404'] },
  { key: 'terms', page: { slice: 'legal', name: 'TermsPage' }, title: 'Terms and conditions', layout: 'full', access: 'public', paths: ['/terms-and-conditions'] },
  { key: 'privacy', page: { slice: 'legal', name: 'PrivacyPage' }, title: 'Privacy policy', layout: 'full', access: 'public', paths: ['/privacy-policy'] },
  { key: 'refund', page: { slice: 'legal', name: 'RefundPolicyPage' }, title: 'Cancellation and refund policy', layout: 'full', access: 'public', paths: ['/cancellation-and-refund-policy'] },

  // Each role's own home (spec section 4): where it lands after sign-in; its roles are the page's own.
  { key: 'student-home', page: { slice: 'student-home', name: 'StudentHomePage' }, title: 'Home', access: { roles: ['student'] }, paths: ['/home'], menu: { label: 'Home', group: 'main', icon: 'home', order: 10 } },
  {
    key: 'dashboard',
    page: { slice: 'dashboard', name: 'DashboardPage' },
    title: 'Dashboard',
    access: 'signed-in',
    paths: [
      { path: '/agent_home', title: 'Partner dashboard', menu: DASHBOARD_MENU, access: { roles: ['agent', 'franchise', 'student_support'] } },
      { path: '/staff_home', title: 'Staff dashboard', menu: DASHBOARD_MENU, access: { roles: ['counselor', 'operations', 'visa', 'operations_manager'] } },
      { path: '/school_counselor_home', title: 'School counselor dashboard', menu: DASHBOARD_MENU, access: { roles: ['school_counselor'] } },
      { path: '/accounts_home', title: 'Accounts dashboard', menu: DASHBOARD_MENU, access: { roles: ['accounts'] } },
    ],
  },

  // Training and content.
  { page: NOT_BUILT, title: 'Training', access: TRAINING, paths: ['/training'], menu: { label: 'Training', group: 'learning', icon: 'cap', order: 10 } },
  { page: NOT_BUILT, title: 'Training session', access: TRAINING, paths: ['/training/:tr_id'] },
  { page: NOT_BUILT, title: 'Academy', access: TRAINING, paths: ['/academy'], menu: { label: 'Academy', group: 'learning', icon: 'book', order: 20 } },
  { page: NOT_BUILT, title: 'Academy item', access: TRAINING, paths: ['/academy-details/:fa_id'] },
  { page: NOT_BUILT, title: 'Training videos', access: TRAINING, paths: ['/training-videos/:ft_id'] },
  { page: NOT_BUILT, title: 'Training resources', access: TRAINING, paths: ['/trainings_resources'] },
  { page: NOT_BUILT, title: 'Training details', access: TRAINING, paths: ['/training_details'] },
  { page: NOT_BUILT, title: 'Marketing insights', access: TRAINING, paths: ['/marketing-insights'], menu: { label: 'Marketing insights', group: 'learning', icon: 'chart', order: 30 } },
  { page: NOT_BUILT, title: 'Utility', access: TRAINING, paths: ['/utility-details/:ut_id'] },
  { page: NOT_BUILT, title: 'Community help', access: 'signed-in', paths: ['/community-help'], menu: { label: 'Community help', group: 'learning', icon: 'help', order: 40 } },
  { page: NOT_BUILT, title: 'Events', access: TRAINING, paths: ['/events'], menu: { label: 'Events', group: 'learning', icon: 'calendar', order: 50 } },
  { page: NOT_BUILT, title: 'Event', access: TRAINING, paths: ['/event-detail'] },
  { page: NOT_BUILT, title: 'Sample documents', access: access.listDocumentSamples, paths: ['/sample_document'] },
  { key: 'faq', page: { slice: 'faq', name: 'FaqPage' }, title: 'Frequently asked questions', access: access.listFaqs, paths: ['/faq'], menu: { label: 'FAQ', group: 'account', icon: 'help', order: 10 } },

  // Shop (docs/invoices.md "The shop"): buyers shop, keep a cart and read their orders; accounts and operations
  // managers handle every order. An order's page is read by its buyer and by those who handle orders.
  { key: 'shop', page: { slice: 'shop', name: 'ShopPage' }, title: 'Shop', access: access.saveCartItem, paths: ['/shop'], menu: { label: 'Shop', group: 'money', icon: 'bag', order: 10 } },
  { key: 'shop-my-orders', page: { slice: 'shop-orders', name: 'MyOrdersPage' }, title: 'My orders', access: [access.listShopOrders, access.saveCartItem], paths: ['/shop/orders'] },
  { key: 'shop-cart', page: { slice: 'shop-cart', name: 'CartPage' }, title: 'Cart', access: access.listCartItems, paths: ['/shop/cart'] },
  {
    key: 'shop-orders',
    page: { slice: 'shop-orders', name: 'ShopOrdersPage' },
    title: 'Shop orders',
    access: [access.listShopOrders, access.saveShopOrderStatus],
    paths: ['/shop_orders'],
    menu: { label: 'Shop orders', group: 'money', icon: 'receipt', order: 20 },
  },
  { key: 'shop-order', page: { slice: 'shop-order', name: 'ShopOrderPage' }, title: 'Shop order', access: access.getShopOrderDetails, paths: ['/shop_order_details/:so_id'] },
  // Our route (the spec lists the coupon calls, not a screen): the codes (staff see every one; agents and franchises
  // the assigned-only coupons in force they may hand out), "Assign to students", and the assignments made.
  {
    key: 'coupons',
    page: { slice: 'coupons', name: 'CouponsPage' },
    title: 'Coupons',
    access: [access.listCouponCodes, access.assignCouponToStudents],
    paths: ['/coupons'],
    menu: { label: 'Coupons', group: 'money', icon: 'gift', order: 25 },
  },

  // Student work.
  { page: NOT_BUILT, title: 'Tests', access: STUDENT_ONLY, paths: ['/test'], menu: { label: 'Tests', group: 'work', icon: 'edit', order: 10 } },
  { key: 'applications', page: { slice: 'applications', name: 'ApplicationsPage' }, title: 'My applications', access: STUDENT_ONLY, paths: ['/application'], menu: { label: 'Applications', group: 'work', icon: 'file', order: 20 } },
  { page: NOT_BUILT, title: 'Student support', access: STUDENT_ONLY, paths: ['/student-support'], menu: { label: 'Support', group: 'account', icon: 'phone', order: 20 } },
  // The search and a university's page are public (/home/search/list, /home/university/{id}): signed out they show
  // without the menu and offer sign-in for apply and compare.
  { key: 'university-search', page: { slice: 'university-search', name: 'UniversitySearchPage' }, title: 'University search', access: access.searchPublicCourses, paths: ['/universitysearch'], menu: { label: 'University search', group: 'work', icon: 'search', order: 30 } },
  // Accommodation (our design: the spec lists its calls, not a screen): anyone searches; students read what was
  // recommended to them; staff, agents and franchises recommend places.
  { key: 'accommodation', page: { slice: 'accommodation', name: 'AccommodationPage' }, title: 'Accommodation', access: access.listAccommodations, paths: ['/accommodation'], menu: { label: 'Accommodation', group: 'work', icon: 'home', order: 35 } },
  { key: 'university-usp', page: { slice: 'university-usp', name: 'UniversityUspPage' }, title: 'University highlights', access: access.listUniversityUsps, paths: ['/university-usp'] },
  { key: 'university-detail', page: { slice: 'university-detail', name: 'UniversityDetailPage' }, title: 'University', access: access.getPublicUniversity, paths: ['/university-detail/:university_id'] },
  { key: 'profile', page: { slice: 'profile', name: 'ProfilePage' }, title: 'My profile', access: STUDENT_ONLY, paths: ['/profile_form'], menu: { label: 'Profile', group: 'work', icon: 'user', order: 40 } },
  { key: 'ais', page: { slice: 'ais', name: 'AisPage' }, title: 'Additional Information Sheet', access: STUDENT_ONLY, paths: ['/ais'], menu: { label: 'Additional information', group: 'work', icon: 'clipboard', order: 50 } },
  { key: 'documents', page: { slice: 'documents', name: 'DocumentsPage' }, title: 'Documents', access: STUDENT_ONLY, paths: ['/documents'], menu: { label: 'Documents', group: 'work', icon: 'file', order: 60 } },
  { key: 'recommendations', page: { slice: 'recommendations', name: 'RecommendationsPage' }, title: 'University preference', access: STUDENT_ONLY, paths: ['/recommendations'], menu: { label: 'Recommendations', group: 'work', icon: 'star', order: 70 } },
  { key: 'student-list', page: { slice: 'student-list', name: 'StudentListPage' }, title: 'Students', access: access.listAssignedStudents, paths: ['/student_list'], menu: { label: 'Students', group: 'students', icon: 'users', order: 10 } },
  { key: 'student-details', page: { slice: 'student-details', name: 'StudentDetailsPage' }, title: 'Student', access: [access.getStudentDetails, access.listAssignedStudents], paths: ['/student_details/:student_user_id'] },
  { key: 'student-applications', page: { slice: 'student-applications', name: 'StudentApplicationsPage' }, title: 'Applications', access: [access.listApplications, access.listAssignedStudents], paths: ['/student_applications'], menu: { label: 'Applications', group: 'students', icon: 'file', order: 20 } },
  {
    page: NOT_BUILT,
    title: 'Assigned agents',
    // Not built yet: listAssignedAgents also admits student support.
    access: { roles: ['counselor', 'operations', 'visa', 'operations_manager'] },
    paths: ['/assigned_agents'],
    menu: { label: 'Assigned agents', group: 'partners', icon: 'briefcase', order: 10 },
  },

  // Tasks: everyone holds tasks; only those who work with students give tasks to others.
  {
    key: 'tasks',
    page: { slice: 'tasks', name: 'TasksPage' },
    title: 'Tasks',
    access: access.listTasks,
    paths: [
      { path: '/tasks', menu: { label: 'Tasks', group: 'work', icon: 'tasks', order: 80 } },
      { path: '/tasks-assigned', title: 'Tasks given to others', access: access.listAssignedTasks },
      { path: '/tasks-important', title: 'Important tasks' },
      { path: '/tasks-completed', title: 'Completed tasks' },
      { path: '/tasks-deleted', title: 'Deleted tasks' },
      { path: '/tasks/:filter', params: { filter: ['important', 'completed', 'deleted'] } },
      { path: '/tasks/tag/:tag', title: 'Tasks by priority', params: { tag: ['low', 'medium', 'high'] } },
    ],
  },

  // Other. The payment gateway returns to /shop/checkout (GET with its answer): the services page shows the result.
  {
    key: 'services',
    page: { slice: 'services', name: 'ServicesPage' },
    title: 'Services',
    access: access.listServicesAndPlans,
    paths: [
      { path: '/services', menu: { label: 'Services', group: 'money', icon: 'gift', order: 30 } },
      { path: '/shop/checkout', title: 'Checkout', access: [access.verifyPayuPayment, access.listCartItems] },
    ],
  },
  { key: 'chat', page: { slice: 'chat', name: 'ChatPage' }, title: 'Chat', access: access.listChatConnections, paths: ['/chat'], menu: { label: 'Chat', group: 'main', icon: 'chat', order: 20 } },
  { key: 'settings', page: { slice: 'settings', name: 'SettingsPage' }, title: 'Settings', access: access.changePassword, paths: ['/Settings'] },
  { key: 'announcements', page: { slice: 'announcements', name: 'AnnouncementsPage' }, title: 'Announcements', access: access.listAnnouncements, paths: ['/Announcements'], menu: { label: 'Announcements', group: 'main', icon: 'megaphone', order: 30 } },
  { key: 'notifications', page: { slice: 'notifications', name: 'NotificationsPage' }, title: 'Notifications', access: access.listNotifications, paths: ['/notifications'] },
  // Commission (docs/commissions.md, "Screens").
  {
    key: 'university-commissions',
    page: { slice: 'university-commissions', name: 'UniversityCommissionsPage' },
    title: 'University commissions',
    access: access.listCommissionRates,
    paths: ['/university-commissions'],
    menu: { label: 'Commissions', group: 'money', icon: 'percent', order: 40 },
  },
  {
    key: 'university-commission',
    page: { slice: 'university-commission', name: 'UniversityCommissionPage' },
    title: 'University commission',
    access: access.listCommissionRates,
    paths: ['/university-commissions/:university_id'],
  },
  {
    key: 'commission',
    page: { slice: 'commission', name: 'CommissionPage' },
    title: 'Commission',
    access: access.getCommissionStatement,
    paths: ['/commission'],
    menu: { label: 'My commission', group: 'money', icon: 'rupee', order: 50 },
  },

  // Leads. saveLead and getLead admit the same roles as listLeads: one entry of the access map serves the three.
  { key: 'leads', page: { slice: 'leads', name: 'LeadsPage' }, title: 'My leads', access: access.listLeads, paths: ['/my_leads'], menu: { label: 'Leads', group: 'partners', icon: 'target', order: 20 } },
  { key: 'lead-form', page: { slice: 'leads-form', name: 'LeadFormPage' }, title: 'Lead', access: access.listLeads, paths: ['/my_leads/lead_form'] },
  { key: 'lead-details', page: { slice: 'leads-details', name: 'LeadDetailsPage' }, title: 'Lead', access: access.listLeads, paths: ['/my_leads/:lead_id'] },
  { key: 'nurturing', page: { slice: 'nurturing', name: 'NurturingPage' }, title: 'Nurturing', access: access.listEmailCampaigns, paths: ['/nurturing'], menu: { label: 'Nurturing', group: 'partners', icon: 'leaf', order: 30 } },

  // Invoices.
  { key: 'transactions', page: { slice: 'transactions', name: 'TransactionsPage' }, title: 'Transactions', access: access.listPaymentTransactions, paths: ['/transactions'], menu: { label: 'Transactions', group: 'money', icon: 'swap', order: 60 } },
  { key: 'invoices', page: { slice: 'invoices', name: 'InvoicesPage' }, title: 'Invoices', access: access.listInvoices, paths: ['/invoice'], menu: { label: 'Invoices', group: 'money', icon: 'receipt', order: 70 } },
  // Our route (the spec names none for one tax invoice or credit note; docs/invoices.md "Screens").
  { key: 'tax-invoice', page: { slice: 'invoice', name: 'InvoicePage' }, title: 'Tax invoice', access: access.getInvoice, paths: ['/tax-invoice/:inv_id'] },
  { key: 'student-invoice', page: { slice: 'student-invoice', name: 'StudentInvoicePage' }, title: 'Student invoice', access: access.listStudentCommissionTerms, paths: ['/invoice/:student_user_id'] },
  { key: 'termwise-invoice', page: { slice: 'termwise-invoice', name: 'TermwiseInvoicePage' }, title: 'Term-wise invoice', access: access.listTermwiseManualInvoices, paths: ['/termwise-invoice/:student_user_id'] },
  {
    key: 'service-invoices',
    page: { slice: 'service-invoices', name: 'ServiceInvoicesPage' },
    title: 'Service invoices',
    access: access.listServiceInvoices,
    paths: ['/service-invoice/:student_user_id'],
  },
  { key: 'clubbed-service-invoice', page: { slice: 'clubbed-service-invoice', name: 'ClubbedServiceInvoicePage' }, title: 'Clubbed service invoice', access: access.listServiceClubbedInvoices, paths: ['/clubbed-service-invoice'] },
  { key: 'clubbed-invoice', page: { slice: 'clubbed-invoice', name: 'ClubbedInvoicePage' }, title: 'Clubbed invoice', access: access.getClubbedInvoice, paths: ['/invoice/clubbed_invoice'] },
  // A student's statement of account, printable (our design: the spec names the route only; docs/invoices.md).
  { key: 'student-invoices-print', page: { slice: 'student-invoices-print', name: 'StudentInvoicesPrintPage' }, title: 'Statement of account', access: access.listInvoices, paths: ['/student_list-print/:student_user_id'] },
  { key: 'manual-invoice', page: { slice: 'manual-invoice', name: 'ManualInvoicePage' }, title: 'Manual invoice', access: access.getPartnerInvoice, paths: ['/manual-invoice/:mi_id'] },

  // AI and misc ({brand} = unipath).
  { page: NOT_BUILT, title: 'Unipath GPT', access: access.createAiSession, paths: ['/unipath-gpt'], menu: { label: 'Unipath GPT', group: 'main', icon: 'sparkle', order: 40 } },
  { page: NOT_BUILT, title: 'Counselor assistant', access: [access.createAiSession, access.listAssignedStudents], paths: ['/ai-chat'], menu: { label: 'Counselor assistant', group: 'students', icon: 'assistant', order: 30 } },
  { page: NOT_BUILT, title: 'Franchise tree', access: access.listAreaFranchiseLeadStats, paths: ['/tree-diagram'], menu: { label: 'Franchise tree', group: 'partners', icon: 'tree', order: 40 } },
];
