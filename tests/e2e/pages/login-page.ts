import type { Page } from 'playwright-core';

/** The sign-in page at the site root. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Sign in' });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
