import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './table';

type Person = { id: number; name: string; city: string; unread: boolean };
const PEOPLE: Person[] = [
  { id: 1, name: 'Asha', city: 'Pune', unread: true },
  { id: 2, name: 'Ravi', city: 'Delhi', unread: false },
];
const COLUMNS: TableColumn<Person>[] = [
  { key: 'name', header: <button type="button">Name</button>, label: 'Name', sorted: 'ascending', cell: (p) => p.name },
  { key: 'city', header: 'City', cell: (p) => p.city },
  { key: 'pick', header: <input type="checkbox" aria-label="Pick all" />, cell: (p) => <input type="checkbox" aria-label={`Pick ${p.name}`} /> },
];

describe('Table', () => {
  it('names the table by its caption, marks the sorted column and says so when there are no rows', () => {
    const { rerender } = render(<Table caption="People" columns={COLUMNS} rows={PEOPLE} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort')).toBeNull();
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['NameCity', 'AshaPune', 'RaviDelhi']);
    rerender(<Table caption="People" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} empty="Nobody yet." />);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1].textContent).toBe('Nobody yet.');
  });

  it('as cards, gives each cell its column’s name (the label, else the text header) and each row its own name', () => {
    render(
      <Table
        caption="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(p) => p.id}
        cards
        rowProps={(p) => ({ 'aria-label': p.name, className: p.unread ? 'unread' : undefined })}
      />,
    );
    const asha = screen.getByRole('row', { name: 'Asha' });
    expect(asha.className).toBe('unread');
    expect([...asha.querySelectorAll('td')].map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'City', null]);
    expect(screen.getByRole('row', { name: 'Ravi' }).className).toBe('');
  });

  it('without cards, labels no cell', () => {
    render(<Table caption="People" columns={COLUMNS} rows={PEOPLE} rowKey={(p) => p.id} />);
    expect(screen.getByRole('table').querySelectorAll('td[data-label]')).toHaveLength(0);
  });
});
