import { useEffect, useState } from 'react';

/** Which way the page last scrolled, or `end` once its bottom edge is on screen. */
export type ScrollDirection = 'up' | 'down' | 'end';

// A pixel of slack: zoomed pages and phone browsers report fractional offsets at the very bottom.
const atEnd = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;

/**
 * For a floating control that steps aside while the reader scrolls down towards what it would
 * cover, and comes back when they scroll up or reach the end (where the page leaves room for it).
 * One passive listener; a render only when the answer changes.
 */
export function useScrollDirection(): ScrollDirection {
  const [direction, setDirection] = useState<ScrollDirection>('up');
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (atEnd()) setDirection('end');
      else if (y > lastY) setDirection('down');
      else if (y < lastY) setDirection('up');
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return direction;
}
