import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits for running finite animations (a toast fading in) so axe measures the settled colours. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The serious or critical WCAG 2 A/AA violations on the page as it is now. A toast that starts fading
 * out while axe reads the page shows as low contrast for a moment; a real violation is still there a
 * second later, so a finding must survive three looks to count.
 */
export async function findSeriousA11yViolations(page: Page): Promise<string[]> {
  let serious: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await page.waitForTimeout(1_000);
    serious = await seriousViolations(page);
    if (serious.length === 0) break;
  }
  return serious;
}

/** Fails when axe-core finds a serious or critical WCAG 2 A/AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await findSeriousA11yViolations(page), `accessibility violations on ${page.url()}`).toEqual([]);
}
