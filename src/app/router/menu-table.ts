// The vertical menu: which routes appear in it, with their label, group and icon. A role sees an entry only when
// the route table lets it open that route. Only the app layout imports this file.

export type MenuGroup = 'main' | 'students' | 'work' | 'partners' | 'learning' | 'money' | 'account';

export type MenuEntry = { label: string; group: MenuGroup; icon: string };

export const MENU_GROUP_ORDER: readonly MenuGroup[] = ['main', 'students', 'work', 'partners', 'learning', 'money', 'account'];

export const MENU_ENTRIES: Readonly<Record<string, MenuEntry>> = {
  '/home': { label: 'Home', group: 'main', icon: '⌂' },
  '/agent_home': { label: 'Dashboard', group: 'main', icon: '⌂' },
  '/staff_home': { label: 'Dashboard', group: 'main', icon: '⌂' },
  '/school_counselor_home': { label: 'Dashboard', group: 'main', icon: '⌂' },
  '/accounts_home': { label: 'Dashboard', group: 'main', icon: '⌂' },
  '/training': { label: 'Training', group: 'learning', icon: '🎓' },
  '/academy': { label: 'Academy', group: 'learning', icon: '📚' },
  '/marketing-insights': { label: 'Marketing insights', group: 'learning', icon: '📈' },
  '/community-help': { label: 'Community help', group: 'learning', icon: '🤝' },
  '/events': { label: 'Events', group: 'learning', icon: '📅' },
  '/faq': { label: 'FAQ', group: 'account', icon: '?' },
  '/shop': { label: 'Shop', group: 'money', icon: '🛍' },
  '/shop_orders': { label: 'Shop orders', group: 'money', icon: '🧾' },
  '/test': { label: 'Tests', group: 'work', icon: '✎' },
  '/application': { label: 'Applications', group: 'work', icon: '📨' },
  '/student-support': { label: 'Support', group: 'account', icon: '☎' },
  '/universitysearch': { label: 'University search', group: 'work', icon: '🔍' },
  '/profile_form': { label: 'Profile', group: 'work', icon: '👤' },
  '/ais': { label: 'Additional information', group: 'work', icon: '📝' },
  '/documents': { label: 'Documents', group: 'work', icon: '📄' },
  '/recommendations': { label: 'Recommendations', group: 'work', icon: '★' },
  '/student_list': { label: 'Students', group: 'students', icon: '👥' },
  '/student_applications': { label: 'Applications', group: 'students', icon: '📨' },
  '/assigned_agents': { label: 'Assigned agents', group: 'partners', icon: '🧑‍💼' },
  '/tasks': { label: 'Tasks', group: 'work', icon: '☑' },
  '/services': { label: 'Services', group: 'money', icon: '✦' },
  '/chat': { label: 'Chat', group: 'main', icon: '💬' },
  '/Announcements': { label: 'Announcements', group: 'main', icon: '📣' },
  '/university-commissions': { label: 'Commissions', group: 'money', icon: '％' },
  '/commission': { label: 'My commission', group: 'money', icon: '₹' },
  '/my_leads': { label: 'Leads', group: 'partners', icon: '🎯' },
  '/nurturing': { label: 'Nurturing', group: 'partners', icon: '🌱' },
  '/transactions': { label: 'Transactions', group: 'money', icon: '⇄' },
  '/invoice': { label: 'Invoices', group: 'money', icon: '🧾' },
  '/unipath-gpt': { label: 'Unipath GPT', group: 'main', icon: '✨' },
  '/ai-chat': { label: 'Counselor assistant', group: 'students', icon: '🤖' },
  '/tree-diagram': { label: 'Franchise tree', group: 'partners', icon: '🌳' },
};
