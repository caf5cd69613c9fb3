import type { IconName } from '@/shared/ui/icon';

// The vertical menu: which routes appear in it, with their label, group and icon. A role sees an entry only when
// the route table lets it open that route. Only the app layout imports this file.

export type MenuGroup = 'main' | 'students' | 'work' | 'partners' | 'learning' | 'money' | 'account';

export type MenuEntry = { label: string; group: MenuGroup; icon: IconName };

export const MENU_GROUP_ORDER: readonly MenuGroup[] = ['main', 'students', 'work', 'partners', 'learning', 'money', 'account'];

export const MENU_ENTRIES: Readonly<Record<string, MenuEntry>> = {
  '/home': { label: 'Home', group: 'main', icon: 'home' },
  '/agent_home': { label: 'Dashboard', group: 'main', icon: 'home' },
  '/staff_home': { label: 'Dashboard', group: 'main', icon: 'home' },
  '/school_counselor_home': { label: 'Dashboard', group: 'main', icon: 'home' },
  '/accounts_home': { label: 'Dashboard', group: 'main', icon: 'home' },
  '/training': { label: 'Training', group: 'learning', icon: 'cap' },
  '/academy': { label: 'Academy', group: 'learning', icon: 'book' },
  '/marketing-insights': { label: 'Marketing insights', group: 'learning', icon: 'chart' },
  '/community-help': { label: 'Community help', group: 'learning', icon: 'help' },
  '/events': { label: 'Events', group: 'learning', icon: 'calendar' },
  '/faq': { label: 'FAQ', group: 'account', icon: 'help' },
  '/shop': { label: 'Shop', group: 'money', icon: 'bag' },
  '/shop_orders': { label: 'Shop orders', group: 'money', icon: 'receipt' },
  '/test': { label: 'Tests', group: 'work', icon: 'edit' },
  '/application': { label: 'Applications', group: 'work', icon: 'file' },
  '/student-support': { label: 'Support', group: 'account', icon: 'phone' },
  '/universitysearch': { label: 'University search', group: 'work', icon: 'search' },
  '/profile_form': { label: 'Profile', group: 'work', icon: 'user' },
  '/ais': { label: 'Additional information', group: 'work', icon: 'clipboard' },
  '/documents': { label: 'Documents', group: 'work', icon: 'file' },
  '/recommendations': { label: 'Recommendations', group: 'work', icon: 'star' },
  '/student_list': { label: 'Students', group: 'students', icon: 'users' },
  '/student_applications': { label: 'Applications', group: 'students', icon: 'file' },
  '/assigned_agents': { label: 'Assigned agents', group: 'partners', icon: 'briefcase' },
  '/tasks': { label: 'Tasks', group: 'work', icon: 'tasks' },
  '/services': { label: 'Services', group: 'money', icon: 'gift' },
  '/chat': { label: 'Chat', group: 'main', icon: 'chat' },
  '/Announcements': { label: 'Announcements', group: 'main', icon: 'megaphone' },
  '/university-commissions': { label: 'Commissions', group: 'money', icon: 'percent' },
  '/commission': { label: 'My commission', group: 'money', icon: 'rupee' },
  '/my_leads': { label: 'Leads', group: 'partners', icon: 'target' },
  '/nurturing': { label: 'Nurturing', group: 'partners', icon: 'leaf' },
  '/transactions': { label: 'Transactions', group: 'money', icon: 'swap' },
  '/invoice': { label: 'Invoices', group: 'money', icon: 'receipt' },
  '/unipath-gpt': { label: 'Unipath GPT', group: 'main', icon: 'sparkle' },
  '/ai-chat': { label: 'Counselor assistant', group: 'students', icon: 'assistant' },
  '/tree-diagram': { label: 'Franchise tree', group: 'partners', icon: 'tree' },
};
