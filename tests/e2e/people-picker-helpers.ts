// Picking in the searchable people picker (src/ui/people-picker.tsx) as a person does: open the
// combobox named `label`, type part of a name, e-mail or position, and click the choice whose text
// (name and second line) holds `choice`; Escape then closes the list.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function pickPerson(page: Page, label: string, search: string, choice: string = search): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  // Typed only once the list is open: the combobox settles its text as it opens, and a search typed
  // before that (under load) was appended to the previous one ("Twin 1795…north.test").
  await page.getByRole('listbox').waitFor();
  // Typed again if the combobox still put its old text back.
  await expect
    .poll(async () => {
      if ((await input.inputValue()) !== search) await input.fill(search);
      return input.inputValue();
    })
    .toBe(search);
  await page.getByRole('option').filter({ hasText: choice }).click();
  // The combobox gives focus back to its input one animation frame after a choice. Under load that
  // frame came after the journey's next fill had focused another field, and the text typed there
  // ("Rules") went into the picker instead; two frames later it has run.
  await afterFrames(page);
  await page.keyboard.press('Escape');
  await afterFrames(page);
}

const afterFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
