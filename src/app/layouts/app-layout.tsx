import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { roleName, useSession, useSessionCommands } from '@/entities/session';
import { QueryProvider } from '@/shared/api/query';
import { BRAND_NAME } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Dialog, focusMainWhenLost } from '@/shared/ui/dialog';
import { DropdownMenu } from '@/shared/ui/dropdown-menu';
import { Icon } from '@/shared/ui/icon';
import { ReferenceDataLoader } from '../providers/reference-data-loader';
import { NotificationFeedProvider } from '../providers/notification-feed-provider';
import { UnreadCounts } from '../ui/unread-counts';
import { LazyToaster } from '@/shared/ui/toast';
import { menuFor, type MenuItem } from '../router/menu-table';
import * as styles from './app-layout.css';

function Menu({ items, collapsed, inDrawer, onNavigate }: { items: MenuItem[]; collapsed: boolean; inDrawer?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className={styles.navList}>
      {items.map((item) => (
        <li key={item.path}>
          <Link
            to={item.path}
            aria-current={pathname === item.path ? 'page' : undefined}
            className={[styles.navLink, inDrawer ? styles.drawerNavLink : ''].join(' ')}
            title={collapsed ? item.label : undefined}
            aria-label={collapsed ? item.label : undefined}
            onClick={onNavigate}
          >
            <span className={styles.navIcon}>
              <Icon name={item.icon} />
            </span>
            {collapsed ? null : <span>{item.label}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in layout: the vertical menu by role (collapsed for non-students), the top bar, the page. */
export function AppLayout() {
  const session = useSession();
  const commands = useSessionCommands();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  // After signing in (the form is gone) or on a new page, focus that fell to the body goes to the page's heading; not
  // on a page load (location key "default"), where the skip link comes first.
  useEffect(() => {
    if (location.key !== 'default') focusMainWhenLost();
  }, [location.pathname]);
  const user = session.user;
  if (!user) return null;
  const items = menuFor(user.user_type);
  const collapsed = session.menuCollapsed;
  const current = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();

  return (
    <QueryProvider>
      <NotificationFeedProvider>
      <ReferenceDataLoader />
      <LazyToaster />
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.shell}>
        <aside className={styles.sidebar} data-collapsed={collapsed} aria-label="Main menu">
          <Link to="/" className={styles.sidebarBrand} aria-label={`${BRAND_NAME} home`}>
            <span className={styles.logo} aria-hidden="true" />
            {collapsed ? null : BRAND_NAME}
          </Link>
          <nav className={styles.nav} id="main-menu" aria-label="Main">
            <Menu items={items} collapsed={collapsed} />
          </nav>
        </aside>
        <div className={styles.column}>
          <header className={styles.topbar}>
            <Button
              variant="ghost"
              className={styles.desktopOnly}
              aria-controls="main-menu"
              aria-expanded={!collapsed}
              onClick={commands.toggleMenu}
            >
              <Icon name="menu" />
              <span className="up-visually-hidden">{collapsed ? 'Expand the menu' : 'Collapse the menu'}</span>
            </Button>
            <span className={styles.mobileOnly}>
              <Dialog
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                title="Main menu"
                placement="drawer"
                trigger={
                  <Button variant="ghost" aria-label="Open the menu">
                    <Icon name="menu" />
                  </Button>
                }
              >
                <nav aria-label="Main" className={styles.drawerNav}>
                  <Menu items={items} collapsed={false} inDrawer onNavigate={() => setDrawerOpen(false)} />
                </nav>
              </Dialog>
            </span>
            <p className={styles.topbarTitle} aria-live="polite" key={location.pathname}>
              {current?.title ?? BRAND_NAME}
            </p>
            <UnreadCounts />
            <DropdownMenu
              trigger={
                <Button variant="ghost" className={styles.userButton} aria-label={`Account menu for ${user.first_name} ${user.last_name}`}>
                  <span className={styles.avatar} aria-hidden="true" data-initials={initials} />
                  <span className={styles.userName}>
                    {user.first_name} {user.last_name}
                  </span>
                </Button>
              }
              entries={[
                { kind: 'label', label: `${user.first_name} ${user.last_name} · ${roleName(user.user_type)}` },
                { kind: 'separator' },
                { kind: 'item', label: 'Settings', onSelect: () => navigate('/Settings') },
                { kind: 'item', label: 'Sign out', tone: 'danger', onSelect: commands.signOut },
              ]}
            />
          </header>
          <main className={styles.main} id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
      </NotificationFeedProvider>
    </QueryProvider>
  );
}
