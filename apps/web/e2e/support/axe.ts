import { createRequire } from 'node:module';
import type { ElementHandle, Page } from 'playwright-core';
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

/** The axe-core that @axe-core/playwright would inject before every check, put into a page once. */
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

type Violation = { id: string; help: string; nodes: { target: string[] }[] };

/**
 * axe over `root` (an element, or the whole document), one readable line per violation. axe is put
 * into the page the first time (again after a full load): injecting it before every check, as
 * AxeBuilder does, was most of the time of a spec that runs it often. Only violations are
 * gathered; axe then skips collecting every passing node. The app has no frames to descend into.
 */
export async function axeViolationsIn(page: Page, root?: ElementHandle<Element>): Promise<string[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const context = root ?? ((await page.evaluateHandle(() => document.documentElement)) as ElementHandle<Element>);
  // Runs in the page: it is sent as source, so it names nothing from this module.
  return context.evaluate(async (element) => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const results = await axe.run(element, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/** axe's violations on the page once it is at rest, within `include` (a selector) when given; empty when clean. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!include) return axeViolationsIn(page);
  const root = await page.$(include);
  if (!root) throw new Error(`axe: nothing matches ${include}`);
  return axeViolationsIn(page, root);
}
