import type { Page } from 'playwright-core';

/** The services page with its plans, the sandbox payment page, and the payment result. */
export class ServicesPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/services');
    await this.page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
  }

  async payByCard(planName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Pay by card: ${planName}` }).click();
    await this.page.waitForURL(/\/sandbox-pay\//);
  }

  /** On the sandbox provider's page: the tester's pick. */
  async answerSandbox(label: 'Pay (success)' | 'Fail the payment' | 'Cancel'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
    await this.page.waitForURL((url) => url.pathname === '/services' && url.searchParams.has('transaction_id'));
  }

  result() {
    return this.page.locator('[data-payment-phase]');
  }

  async phase(): Promise<string | null> {
    return this.result().getAttribute('data-payment-phase');
  }
}
