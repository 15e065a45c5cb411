import type { Page } from 'playwright-core';

/*
 * Reading the process page's "where am I" as a person does: the stages of the way in plain words,
 * and "every step so far", a disclosure opened before it is read.
 */

/** Opens "every step so far" under the stages (once; a second call leaves it open). */
export async function openProcessHistory(page: Page): Promise<void> {
  const history = page.getByTestId('process-where').locator('details');
  if (!(await history.evaluate((details: HTMLDetailsElement) => details.open))) await history.locator('summary').click();
  await page.getByTestId('process-path').waitFor();
}

/** Each stage shown, as `stage:state` (done, now, next or stopped), in order. */
export const processStages = (page: Page) =>
  page
    .getByTestId('process-stages')
    .locator('li')
    .evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-stage')}:${row.getAttribute('data-state')}`));

/** Every status the application went through, in the page's words, after opening the list. */
export async function processHistory(page: Page): Promise<string[]> {
  await openProcessHistory(page);
  return page.getByTestId('process-path').locator('li > span:first-child').allInnerTexts();
}
