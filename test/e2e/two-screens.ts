// Two people for a suite: one on a 1280 x 800 laptop, one on a 360 x 740 touch phone, each in an
// own browser context (own storage), in one Chromium for the suite.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';

export interface TwoScreens { laptop: Page; phone: Page }

export function laptopAndPhone(): TwoScreens {
  const screens = {} as TwoScreens;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    screens.laptop = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' })).newPage();
    screens.phone = await (await browser.newContext({
      viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'en-GB',
    })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return screens;
}
