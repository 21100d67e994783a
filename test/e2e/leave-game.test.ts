// Leaving a game in progress sits right beside Resign on a phone: it asks on the page first, so one
// mis-tap never hands a running game to a bot; leaving a table that has not started does not ask.
import { describe, expect, it } from 'vitest';
import { newPerson, openOwnTable, shellSession } from './shell-steps.ts';
import { ask } from './seat-controls.ts';
import { chooseLanguage } from './language.ts';

const session = shellSession();
const WAIT = { timeout: 30_000 };

const QUESTION = {
  en: 'Leave the game? A bot plays your seat to the end.',
  ru: 'Выйти из игры? До конца партии за вас сыграет бот.',
  hu: 'Kilépsz a játékból? A helyedet egy gép játssza végig.',
  pl: 'Wyjść z gry? Bot dogra twoje miejsce do końca.',
};

describe('leaving a table', () => {
  it('during a game asks first, in every language; Cancel keeps the seat, confirming hands it to a bot', async () => {
    const page = await newPerson(session, { width: 360 });
    // Bots with a pause: once a bot plays Lena's seat too, the game must last while it is looked at.
    await openOwnTable(page, { game: 'dominion', seats: 2, name: 'Lena', bots: ['easy'], start: true, botPauseMs: 4000 });
    await ask(page, 'leave');
    const question = page.getByTestId('leave-question');
    // The question opens on its safe answer: a second Enter cancels rather than hands the seat over.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-cancel');
    expect(await page.getByTestId('take-back').count()).toBe(0);
    for (const [lang, text] of Object.entries(QUESTION)) {
      await chooseLanguage(page, lang);
      expect(await question.locator('span').textContent(), lang).toBe(text);
    }
    await chooseLanguage(page, 'en');

    // Escape answers no, and gives the focus back to the button that asked, not to the page's top.
    await page.keyboard.press('Escape');
    await page.getByTestId('leave-game').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('leave-game');
    expect(await page.getByTestId('resign').count()).toBe(1);
    // Still playing the seat in person.
    expect(await page.locator('[data-testid=seats] [data-you=true]').count()).toBe(1);
    expect(await page.getByTestId('take-back').count()).toBe(0);

    await ask(page, 'leave');
    await page.getByTestId('leave-confirm').click();
    await page.getByTestId('take-back').waitFor(WAIT);
    // The way back to the seat has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('take-back');

    // The longest label, Hungarian, stays inside the players panel at 360 px; the badge is Hungarian too.
    await chooseLanguage(page, 'hu');
    const takeBack = page.getByTestId('take-back');
    await expect.poll(() => takeBack.textContent(), WAIT).toBe('Visszaveszem a helyem');
    // Also with the text half as large again, as a person who needs larger text sets it (WCAG 1.4.4).
    for (const size of ['100%', '150%']) {
      await page.evaluate((s) => { document.documentElement.style.fontSize = s; }, size);
      const [button, panel] = await Promise.all([takeBack.boundingBox(), page.locator('.table-side').boundingBox()]);
      expect(button!.x + button!.width, `the take-back button's right edge, text at ${size}`).toBeLessThanOrEqual(panel!.x + panel!.width);
    }
    expect(await page.getByTestId('connection').textContent()).toBe('Kapcsolódva');
    await page.evaluate(() => { document.documentElement.style.fontSize = ''; });
    await chooseLanguage(page, 'en');

    // Also where the turn is read, above the board, at the top of it on this phone: taken back
    // there, the seat is the player's again.
    const atTurn = page.locator('[data-testid=board] [data-testid=take-back-turn]');
    await atTurn.waitFor(WAIT);
    const [bar, turn] = await Promise.all([atTurn.boundingBox(), page.getByTestId('turn-status').boundingBox()]);
    expect(bar!.y).toBeLessThan(turn!.y);
    expect(turn!.y - bar!.y).toBeLessThan(200);
    await atTurn.click();
    await page.getByTestId('leave-game').waitFor(WAIT);
    expect(await page.getByTestId('take-back').count()).toBe(0);
    expect(await atTurn.count()).toBe(0);
  });

  it('before the game starts leaves the seat at once', async () => {
    const page = await newPerson(session, { width: 360 });
    await openOwnTable(page, { game: 'dominion', seats: 2, public: false, name: 'Lena' });
    await page.getByTestId('leave').click(WAIT);
    await page.locator('[data-testid=spectator]').waitFor(WAIT);
    expect(await page.getByTestId('leave-question').count()).toBe(0);
  });
});
