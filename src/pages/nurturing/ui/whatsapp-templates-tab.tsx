import { useQuery } from '@tanstack/react-query';
import {
  creditsText,
  nurturingQueries,
  TEMPLATE_CATEGORY_LABEL,
  TEMPLATE_STATUS_LABEL,
  type BroadcastRate,
  type WhatsAppTemplate,
  type WhatsAppTemplateCategory,
  type WhatsAppTemplateStatus,
} from '@/entities/nurturing';
import { formatDate } from '@/shared/lib/calendar-date';
import { toListQuery } from '@/shared/lib/url-query';
import { type BadgeTone } from '@/shared/ui/badge';
import { Muted } from '@/shared/ui/page';
import { type TableColumn } from '@/shared/ui/table';
import { useListQuery } from '@/widgets/paged-list';
import { NURTURING_PAGE_SIZE, WHATSAPP_TEMPLATE_PARAMS } from '../model/nurturing-params';
import { NamedCell, StatusCell, TabHead, TabTable, type TabTexts } from './tab-table';
import * as styles from './nurturing-page.css';

const STATUS_TONE: Record<WhatsAppTemplateStatus, BadgeTone> = { approved: 'success', pending: 'warning', rejected: 'danger' };

const TEXTS: TabTexts = {
  caption: 'WhatsApp templates',
  noun: ['WhatsApp template', 'WhatsApp templates'],
  empty: { title: 'No WhatsApp templates yet', body: 'Templates are approved by WhatsApp before they can be sent; an operator adds them.' },
};

/** Credits of one message of a category (the same in every country: the credit rates are ours, per category). */
function creditsFor(rates: readonly BroadcastRate[] | undefined, category: WhatsAppTemplateCategory): string {
  const rate = rates?.find((r) => r.category === category);
  return rate ? creditsText(rate.credits_per_message) : '—';
}

/**
 * The WhatsApp templates tab: the templates a broadcast or a lead's message can use (shared ones and the caller's),
 * their approval, category and body with its numbered variables, and what one message of that category costs.
 * Only an approved template is sent.
 */
export function WhatsAppTemplatesTab() {
  const templates = useListQuery({
    params: WHATSAPP_TEMPLATE_PARAMS,
    query: (state) => nurturingQueries.whatsappTemplates(toListQuery(state, NURTURING_PAGE_SIZE)),
  });
  const rates = useQuery(nurturingQueries.broadcastRates());

  const columns: TableColumn<WhatsAppTemplate>[] = [
    {
      key: 'name',
      header: 'Template',
      cell: (template) => <NamedCell name={template.name} sub={`Language ${template.language}`} />,
    },
    { key: 'category', header: 'Category', cell: (template) => TEMPLATE_CATEGORY_LABEL[template.category] },
    {
      key: 'status',
      header: 'Approval',
      cell: (template) => <StatusCell tone={STATUS_TONE[template.status]} label={TEMPLATE_STATUS_LABEL[template.status]} reason={template.rejection_reason} />,
    },
    {
      key: 'body',
      header: 'Message',
      cell: (template) => (
        <>
          <span>{template.body}</span>
          <span className={styles.sub}>
            {template.variables_count === 0 ? 'No variables' : `${template.variables_count} variable${template.variables_count === 1 ? '' : 's'}: {{1}}${template.variables_count > 1 ? ` to {{${template.variables_count}}}` : ''}`}
          </span>
        </>
      ),
    },
    { key: 'cost', header: 'Credits per message', cell: (template) => creditsFor(rates.data?.items, template.category) },
    { key: 'updated', header: 'Updated', cell: (template) => formatDate(template.updated_at) },
  ];

  return (
    <>
      <TabHead title="WhatsApp templates" />
      <Muted>
        A WhatsApp message outside the 24 hours after a contact last wrote must use an approved template. Its category sets what one message costs;
        a message is charged only when it is delivered.
      </Muted>
      <TabTable list={templates} texts={TEXTS} columns={columns} rowKey={(template) => template.template_id} />
    </>
  );
}
