import { useState } from 'react';
import { nurturingQueries, type ContactList } from '@/entities/nurturing';
import { formatDate } from '@/shared/lib/calendar-date';
import { toListQuery } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { type TableColumn } from '@/shared/ui/table';
import { ContactListFormDialog } from '@/features/create-contact-list';
import { ImportContactsDialog } from '@/features/import-contacts';
import { RemoveContactDialog } from '@/features/remove-list-contact';
import { useListQuery } from '@/widgets/paged-list';
import { CONTACT_LIST_PARAMS, NURTURING_PAGE_SIZE } from '../model/nurturing-params';
import { NamedCell, TabHead, TabTable, type TabTexts } from './tab-table';
import * as styles from './nurturing-page.css';
import { formatCount } from '@/shared/lib/number-format';

type Open = { kind: 'import' | 'remove'; list: ContactList } | null;

const LIST_TEXTS: TabTexts = {
  caption: 'Contact lists',
  noun: ['contact list', 'contact lists'],
  empty: { title: 'No contact lists yet', body: 'A campaign goes to one or more lists. Create a list, then import a CSV of contacts into it.' },
};

/** The Contact lists tab: the caller's lists with their counts; create one, import a CSV into one, remove a contact. */
export function ContactListsTab() {
  const lists = useListQuery({ params: CONTACT_LIST_PARAMS, query: (state) => nurturingQueries.contactLists(toListQuery(state, NURTURING_PAGE_SIZE)) });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const close = (next: boolean) => (next ? null : setOpen(null));

  const columns: TableColumn<ContactList>[] = [
    {
      key: 'name',
      header: 'List',
      cell: (list) => <NamedCell name={list.name} sub={list.description || null} />,
    },
    { key: 'contacts', header: 'Contacts', cell: (list) => formatCount(list.contacts_count) },
    { key: 'updated', header: 'Updated', cell: (list) => formatDate(list.updated_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (list) => (
        <div className={styles.actions}>
          <Button size="sm" onClick={() => setOpen({ kind: 'import', list })} aria-label={`Import CSV into ${list.name}`}>
            Import CSV
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'remove', list })} aria-label={`Remove a contact from ${list.name}`}>
            Remove a contact
          </Button>
        </div>
      ),
    },
  ];

  const create = <Button onClick={() => setCreating(true)}>New list</Button>;
  return (
    <>
      <TabHead title="Contact lists" action={create} outcome={outcome} />
      <TabTable list={lists} texts={LIST_TEXTS} emptyAction={create} columns={columns} rowKey={(list) => list.list_id} rowName={(list) => list.name} />
      <ContactListFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(list) => {
          setOutcome(`The list “${list.name}” was created. Import contacts into it next.`);
          setOpen({ kind: 'import', list });
        }}
      />
      {open?.kind === 'import' ? <ImportContactsDialog open onOpenChange={close} list={open.list} /> : null}
      {open?.kind === 'remove' ? (
        <RemoveContactDialog open onOpenChange={close} list={open.list} onRemoved={(email, list) => setOutcome(`${email} was removed from “${list.name}”.`)} />
      ) : null}
    </>
  );
}
