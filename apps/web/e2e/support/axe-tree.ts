import type { ElementHandle, Page } from 'playwright-core';
import { settled } from './axe.ts';

/**
 * What axe sees of a screen state, without where it is laid out: every rendered element under
 * `root` in document order, with its tag, its attributes (so any difference React makes by width,
 * a class or an ARIA attribute, shows), its own text, whether it is a scroll box that nothing in
 * it can reach by keyboard (the one thing axe's scrollable-region rule looks for), and the computed
 * styles axe's rules read (colour, background, and whether the text is large for contrast, which
 * is all font size and weight change there; opacity, visibility, display). An element not
 * rendered at one width but rendered at the other (a table on a wide screen, cards on a phone; a
 * menu that only a phone has) changes it.
 *
 * Two widths with the same signature are the same component tree in the same colours: axe, whose
 * enabled rules read the tree, its ARIA and those styles (target-size, the one rule that reads
 * sizes, is off by default), finds the same at both, so one pass is enough. Where the signatures
 * differ, axe runs at both widths. React's generated ids are numbered by first appearance.
 */
export function axeTreeSignature(root: ElementHandle<Element>): Promise<string> {
  // Runs in the page: it is sent as source, so it names nothing from this module.
  return root.evaluate((element) => {
    const lines: string[] = [];
    // Text contrast's threshold: axe's "large" text (18 pt, or 14 pt bold) needs 3:1, other text 4.5:1.
    const large = (style: CSSStyleDeclaration) => {
      const px = parseFloat(style.fontSize);
      return px >= 24 || (parseFloat(style.fontWeight) >= 700 && px >= 18.66);
    };
    const inTabOrder = (el: Element) =>
      (el as HTMLElement).tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible';
    const reachable = (el: Element) => inTabOrder(el) || [...el.querySelectorAll('*')].some(inTabOrder);
    const walk = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.display === 'none') return;
      const attributes = [...el.attributes]
        .map((a) => `${a.name}=${a.value}`)
        .sort()
        .join(' ');
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent!.trim())
        .filter(Boolean)
        .join(' ');
      const rendered = el.getClientRects().length > 0;
      // axe's scrollable-region-focusable: a scroll box with nothing to reach it by keyboard.
      const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY) && (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight) && !reachable(el);
      lines.push([el.tagName, attributes, text, rendered, scrolls, style.color, style.backgroundColor, style.backgroundImage, large(style), style.opacity, style.visibility].join('|'));
      for (const child of el.children) walk(child);
    };
    walk(element);
    // React's generated ids (useId: «r1», :r1: or _r_1_) depend on how many components mounted
    // before; they are numbered here by first appearance, so a reference still matches its target.
    const ids = new Map<string, number>();
    return lines.join('\n').replace(/[:«]r[0-9a-z]+[:»]|_r_[0-9a-z]+_/g, (id) => `#id${ids.get(id) ?? ids.set(id, ids.size).get(id)}`);
  });
}

/**
 * axe once per screen state across widths: the first width to check a state (by `key`) runs axe
 * and keeps its signature; a later width runs axe again only when its signature differs.
 */
export class AxeOncePerTree {
  private readonly seen = new Map<string, string>();
  /** Whether axe must run for `key` at this width; remembers the signature when it must. */
  async needsAxe(page: Page, key: string, root: ElementHandle<Element>): Promise<boolean> {
    // As axe would see it: no fade or slide half-way.
    await settled(page);
    const signature = await axeTreeSignature(root);
    if (this.seen.get(key) === signature) return false;
    this.seen.set(key, signature);
    return true;
  }
}
