import type { Locator, Page } from 'playwright-core';

/** The AIS page: one form per section, named by the section. */
export class AisPageObject {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/ais');
    await this.page.getByRole('heading', { level: 1, name: 'Additional Information Sheet' }).waitFor();
  }

  section(name: string): Locator {
    return this.page.getByRole('form', { name });
  }

  /** Adds one entry, fills it with the given values (label → value; selects take a value or `first`), saves and waits. */
  async fillAndSave(name: string, values: Record<string, string | boolean>): Promise<void> {
    const form = this.section(name);
    await form.getByRole('button', { name: `Add ${name.toLowerCase()} entry` }).click();
    for (const [label, value] of Object.entries(values)) {
      const field = form.getByLabel(label, { exact: true });
      const tag = await field.evaluate((element) => element.tagName.toLowerCase());
      if (typeof value === 'boolean') await field.setChecked(value);
      else if (tag === 'select') {
        if (value === 'first') await field.selectOption({ index: 1 });
        else await field.selectOption(value);
      } else await field.fill(value);
    }
    await form.getByRole('button', { name: `Save ${name.toLowerCase()}` }).click();
    await form.getByText(`${name} saved.`).waitFor();
  }
}
