export { Table } from './table';
export type { TableProps, TableColumn } from './table';
