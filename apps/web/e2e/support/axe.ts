import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { eventually } from './poll.ts';

/**
 * Waits until no finite animation or transition is running. Pages run with reduced motion (the
 * app's CSS then makes them 1 ms), but a toast or dialog that has just started one is still
 * part transparent, and axe would measure its text's contrast against what shows through.
 */
export async function settled(page: Page): Promise<void> {
  await eventually(() =>
    page.evaluate(async () => {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      return running.length;
    }),
  ).toBe(0);
}

/** axe's violations on the page once it is at rest, one readable line each (empty when clean). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  // Only violations are read: axe then skips gathering every passing and incomplete node, which
  // is most of its work on a long page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
