/**
 * Walks by keyboard alone: presses a key until the element meant to be reached has focus, at
 * most a stated number of times, and fails if it never gets there. A walk that needs more
 * presses than it allows is a regression in the tab order, not a slow machine.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export async function pressUntil(page: Page, key: string, target: Locator, most: number) {
  const there = () => target.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < most && !(await there()); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}
