export { PageHeading, Notice, Actions, FieldRow, Muted } from './page';
export type { NoticeTone } from './page';
