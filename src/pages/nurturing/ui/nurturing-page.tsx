import { lazy, Suspense, type ReactElement } from 'react';
import { useUrlState } from '@/shared/lib/url-query';
import { PageHeading } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import { Tabs } from '@/shared/ui/tabs';
import { NURTURING_TABS, TAB_PARAMS, type NurturingTab } from '../model/nurturing-params';

// Each tab's code loads when the tab is first opened: the page's own chunk stays small.
const CampaignsTab = lazy(() => import('./campaigns-tab').then((m) => ({ default: m.CampaignsTab })));
const ContactListsTab = lazy(() => import('./contact-lists-tab').then((m) => ({ default: m.ContactListsTab })));
const CreditsTab = lazy(() => import('./credits-tab').then((m) => ({ default: m.CreditsTab })));
const EmailLogTab = lazy(() => import('./email-log-tab').then((m) => ({ default: m.EmailLogTab })));
const WhatsAppTemplatesTab = lazy(() => import('./whatsapp-templates-tab').then((m) => ({ default: m.WhatsAppTemplatesTab })));
const WhatsAppBroadcastsTab = lazy(() => import('./whatsapp-broadcasts-tab').then((m) => ({ default: m.WhatsAppBroadcastsTab })));
const DripServicesTab = lazy(() => import('./drip-services-tab').then((m) => ({ default: m.DripServicesTab })));

const TAB_LABEL: Record<NurturingTab, string> = {
  campaigns: 'Campaigns',
  lists: 'Contact lists',
  credits: 'Credits',
  log: 'Email log',
  whatsapp: 'WhatsApp templates',
  broadcasts: 'WhatsApp broadcasts',
  drip: 'Drip services',
};

const TAB_BODY: Record<NurturingTab, () => ReactElement> = {
  campaigns: () => <CampaignsTab />,
  lists: () => <ContactListsTab />,
  credits: () => <CreditsTab />,
  log: () => <EmailLogTab />,
  whatsapp: () => <WhatsAppTemplatesTab />,
  broadcasts: () => <WhatsAppBroadcastsTab />,
  drip: () => <DripServicesTab />,
};

const isTab = (value: string): value is NurturingTab => (NURTURING_TABS as readonly string[]).includes(value);

/**
 * /nurturing: email campaigns paid with credits — the campaigns with their progress and statistics, the contact
 * lists they go to, the credits (balance, chart, transactions), the per-message log, the WhatsApp templates with
 * what a message of each costs, the WhatsApp broadcasts with their recipients, and the drip services (sequences). The tab and each tab's page
 * and filters live in the address.
 */
export function NurturingPage({ title }: { title: string }) {
  const { state, set } = useUrlState(TAB_PARAMS);
  const handleTab = (value: string) => {
    if (isTab(value)) set({ tab: value, stats: null, campaign: null, by: null });
  };
  return (
    <>
      <PageHeading title={title} lead="Mail your contacts in campaigns paid with credits: see the cost before you start, then watch each campaign's progress." />
      <Tabs
        label="Nurturing"
        value={state.tab}
        onValueChange={handleTab}
        items={NURTURING_TABS.map((tab) => ({
          value: tab,
          label: TAB_LABEL[tab],
          content: <Suspense fallback={<Skeleton label={`Loading ${TAB_LABEL[tab].toLowerCase()}`} rows={4} />}>{TAB_BODY[tab]()}</Suspense>,
        }))}
      />
    </>
  );
}
