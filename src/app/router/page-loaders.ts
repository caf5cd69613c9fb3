import type { ComponentType } from 'react';
import type { PageKey } from './route-table';

/** What every page receives from the router. */
export type PageProps = { title: string };

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

// One dynamic import per page slice: each page is its own chunk, loaded when its route is first opened.
export const PAGE_LOADERS: Record<PageKey, Loader> = {
  login: () => import('@/pages/login').then((module) => ({ default: module.LoginPage })),
  register: () => import('@/pages/register').then((module) => ({ default: module.RegisterPage })),
  'forgot-password': () => import('@/pages/forgot-password').then((module) => ({ default: module.ForgotPasswordPage })),
  'reset-password': () => import('@/pages/reset-password').then((module) => ({ default: module.ResetPasswordPage })),
  'error-404': () => import('@/pages/not-found').then((module) => ({ default: module.NotFoundPage })),
  terms: () => import('@/pages/legal').then((module) => ({ default: module.TermsPage })),
  privacy: () => import('@/pages/legal').then((module) => ({ default: module.PrivacyPage })),
  refund: () => import('@/pages/legal').then((module) => ({ default: module.RefundPolicyPage })),
  'not-available': () => import('@/pages/not-available').then((module) => ({ default: module.NotAvailablePage })),
  'university-search': () => import('@/pages/university-search').then((module) => ({ default: module.UniversitySearchPage })),
  'university-detail': () => import('@/pages/university-detail').then((module) => ({ default: module.UniversityDetailPage })),
  'university-usp': () => import('@/pages/university-usp').then((module) => ({ default: module.UniversityUspPage })),
  applications: () => import('@/pages/applications').then((module) => ({ default: module.ApplicationsPage })),
  'student-list': () => import('@/pages/student-list').then((module) => ({ default: module.StudentListPage })),
  'student-applications': () => import('@/pages/student-applications').then((module) => ({ default: module.StudentApplicationsPage })),
  dashboard: () => import('@/pages/dashboard').then((module) => ({ default: module.DashboardPage })),
  'student-details': () => import('@/pages/student-details').then((module) => ({ default: module.StudentDetailsPage })),
  profile: () => import('@/pages/profile').then((module) => ({ default: module.ProfilePage })),
  ais: () => import('@/pages/ais').then((module) => ({ default: module.AisPage })),
  documents: () => import('@/pages/documents').then((module) => ({ default: module.DocumentsPage })),
  recommendations: () => import('@/pages/recommendations').then((module) => ({ default: module.RecommendationsPage })),
  'student-home': () => import('@/pages/student-home').then((module) => ({ default: module.StudentHomePage })),
  services: () => import('@/pages/services').then((module) => ({ default: module.ServicesPage })),
  notifications: () => import('@/pages/notifications').then((module) => ({ default: module.NotificationsPage })),
  faq: () => import('@/pages/faq').then((module) => ({ default: module.FaqPage })),
  announcements: () => import('@/pages/announcements').then((module) => ({ default: module.AnnouncementsPage })),
  chat: () => import('@/pages/chat').then((module) => ({ default: module.ChatPage })),
  tasks: () => import('@/pages/tasks').then((module) => ({ default: module.TasksPage })),
  settings: () => import('@/pages/settings').then((module) => ({ default: module.SettingsPage })),
};
