import type { Page } from 'playwright-core';

/** The signed-in layout: the page heading, the main menu and the account menu. */
export class AppShell {
  constructor(private readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  get menu() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: /^Account menu for / }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  search(): string {
    return new URL(this.page.url()).search;
  }
}
