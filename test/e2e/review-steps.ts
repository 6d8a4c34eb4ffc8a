/**
 * "Confira os dados" as a driver answers it in the browser tests (issue 26's phone layout): the
 * doubtful readings are confirmed one at a time (the open one has its input and confirm box, the
 * others are one line with "Conferir"), the certain fields of an open group wait behind "Mostrar os
 * outros N dados lidos", and the signing city may start suggested (one line with "Alterar"). Every
 * wait is on a state the page shows, never on time alone.
 */
import type { Locator } from 'playwright-core';

/** The review step's field around an input, its confirm box or its one line. */
export const fieldOf = (inner: Locator): Locator =>
  inner.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " fact-field ")][1]');

/** The input of a field, opened first when it is one line ("Conferir", "Alterar", "Preencher"). */
export async function openField(dialog: Locator, label: string): Promise<Locator> {
  const line = dialog.getByRole('button', {
    name: new RegExp(`^(Conferir|Alterar|Preencher) ${label.replace(/[()*]/g, '\\$&')}$`),
  });
  const input = dialog.getByLabel(new RegExp(`^${label.replace(/[()*]/g, '\\$&')}( \\*)?$`));
  // The review shows one or the other once its facts are loaded: a state, then the choice.
  await line.or(input).first().waitFor();
  if (await line.count()) await line.click();
  await input.waitFor();
  return input;
}

/**
 * Confirms every doubtful reading as it is, one at a time: once its field shows its value (under load
 * a box ticked before its field settled was lost), the box is ticked and the field seen leaving (the
 * next one opens). Answers how many were confirmed.
 */
export async function confirmDoubtful(dialog: Locator): Promise<number> {
  const page = dialog.page();
  let confirmed = 0;
  for (let guard = 0; guard < 40; guard++) {
    const box = dialog.getByRole('checkbox', { name: /^Confirmo que/, checked: false }).first();
    if (await box.count()) {
      const input = fieldOf(box).locator('input:not([type=checkbox]), textarea, select').first();
      await page.waitForFunction('(el) => el.value.trim() !== ""', await input.elementHandle());
      const handle = await box.elementHandle();
      await box.click();
      // Ticked: its field turns into a done line (the box leaves) or stays open, checked.
      await page.waitForFunction('(el) => !el.isConnected || el.checked', handle);
      confirmed++;
      continue;
    }
    // A doubtful reading's line ("Conferir <campo>"; not "Conferir depois", which leaves the review).
    const todo = dialog
      .locator('.fact-field--todo')
      .getByRole('button', { name: /^Conferir / })
      .first();
    if (!(await todo.count())) return confirmed;
    await todo.click();
    await dialog
      .getByRole('checkbox', { name: /^Confirmo que/ })
      .first()
      .waitFor();
  }
  throw new Error('the doubtful readings never ran out');
}

/** Sets the signing city, whether it is asked (an input) or suggested (one line with "Alterar"). */
export async function setSigningCity(dialog: Locator, city: string): Promise<void> {
  const input = await openField(dialog, 'Cidade onde você assina o recurso');
  await input.fill(city);
}
