// Picking in the searchable people picker (src/ui/people-picker.tsx) as a person does: open the
// combobox named `label`, type part of a name, e-mail or position, and click the choice whose text
// (name and second line) holds `choice`; Escape then closes the list.
import type { Page } from 'playwright-core';

export async function pickPerson(page: Page, label: string, search: string, choice: string = search): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option').filter({ hasText: choice }).click();
  await page.keyboard.press('Escape');
}
