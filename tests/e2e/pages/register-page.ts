import type { Page } from 'playwright-core';

export type Registrant = { firstName: string; lastName: string; email: string; mobile: string; password: string };

/** The registration page (plain, or through an agent's or a school counselor's link). */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/register${query}`);
    await this.page.getByRole('heading', { level: 1, name: 'Create your student account' }).waitFor();
  }

  get referrerNotice() {
    return this.page.getByRole('status').filter({ hasText: 'You are registering' });
  }

  async register(person: Registrant): Promise<void> {
    await this.page.getByLabel('First name').fill(person.firstName);
    await this.page.getByLabel('Last name').fill(person.lastName);
    await this.page.getByLabel('Email').fill(person.email);
    await this.page.getByLabel('Mobile number').fill(person.mobile);
    await this.page.getByLabel('Password', { exact: true }).fill(person.password);
    await this.page.getByLabel('Confirm password').fill(person.password);
    await this.page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}
