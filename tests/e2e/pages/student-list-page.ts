import type { Page } from 'playwright-core';

/** /student_list: the search, the table of students and the New student dialog. */
export class StudentListPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Students' });
  }

  get table() {
    return this.page.getByRole('table', { name: 'Students' });
  }

  /** The student's name link in the table. */
  studentLink(name: string) {
    return this.table.getByRole('link', { name, exact: true });
  }

  /** The students' names in the table, in order (each row links the name to the student's page; a row may start with its selection box). */
  async names(): Promise<string[]> {
    return this.table.locator('tbody tr a[href^="/student_details/"]').allTextContents();
  }

  /** Types into the search box; the list follows once typing stops. */
  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: 'Search students' });
    await box.fill(text);
  }

  async openNewStudent() {
    await this.page.getByRole('button', { name: 'New student' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New student' });
    await dialog.waitFor();
    return dialog;
  }
}
