// Choosing a language in the header: the page fetches that language's words first, then
// switches (the <html lang> follows), so a test reads the page once it has switched.
import type { Page } from 'playwright-core';

export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  await page.getByTestId('language').selectOption(lang);
  await page.locator(`html[lang=${lang}]`).waitFor({ state: 'attached' });
}
