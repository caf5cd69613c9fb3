import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { roleName, useSession, type UserType } from '@/entities/session';
import { withChunkTimeout } from '@/shared/lib/lazy';
import { BRAND_NAME } from '@/shared/config';
import { toast } from '@/shared/ui/toast';
import { homePathFor } from '../model/home-path';
import { PAGE_LOADERS, type PageProps } from './page-loaders';
import { canOpen, type PageKey, type RouteEntry } from './route-table';
import { PageFallback } from '../ui/page-fallback';
import { markPageShown } from '../model/first-page';

/** Rendered after the page: its effect runs once the page has mounted (and asked for its data). */
function PageShown() {
  useEffect(markPageShown, []);
  return null;
}

const lazyPages = new Map<PageKey, ComponentType<PageProps>>();

/** One React.lazy component per page, whose import fails after the chunk-load timeout. */
function lazyPage(key: PageKey): ComponentType<PageProps> {
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => withChunkTimeout(PAGE_LOADERS[key]));
    lazyPages.set(key, page);
  }
  return page;
}

/** A signed-in user on a page their role may not open: home, saying why (never a silent jump). */
function Refused({ title, userType }: { title: string; userType: UserType }) {
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    toast.error(`${title} is not open to you`, `Your account (${roleName(userType)}) has no access to that page, so you are on your home page.`);
  }, [title, userType]);
  return <Navigate to={homePathFor(userType)} replace />;
}

/**
 * Decides whether the current visitor may see a route, then loads its page: while the session is being decided it
 * waits; signed out on a signed-in route → the root; a wrong role → that role's home, with a toast saying why; a signed-in user on a guest
 * page (login, register) → their home; a parameter outside its allowed values → the 404 page.
 */
export function RouteGate({ entry }: { entry: RouteEntry }) {
  const session = useSession();
  const params = useParams();
  const location = useLocation();
  const Page = useMemo(() => lazyPage(entry.page), [entry.page]);
  const badParam = Object.entries(entry.params ?? {}).some(([name, allowed]) => !allowed.includes(params[name] ?? ''));

  useEffect(() => {
    document.title = `${entry.title} · ${BRAND_NAME}`;
  }, [entry.title]);

  if (badParam) return <Navigate to="/error-404" replace />;
  if (session.isResolving) return <PageFallback label="Checking your session…" />;
  const userType = session.user?.user_type ?? null;
  if (!canOpen(entry.access, userType)) {
    if (userType === null) return <Navigate to="/" replace />;
    // A signed-in user at the root keeps its query (service_name=IELTS) for the landing rule.
    if (entry.access === 'guest' && location.pathname === '/' && new URLSearchParams(location.search).get('service_name') === 'IELTS')
      return <Navigate to="/services?service_name=IELTS" replace />;
    if (entry.access === 'guest') return <Navigate to={homePathFor(userType)} replace />;
    return <Refused title={entry.title} userType={userType} />;
  }
  return (
    <Suspense fallback={<PageFallback label="Loading page…" />}>
      <Page title={entry.title} />
      <PageShown />
    </Suspense>
  );
}
