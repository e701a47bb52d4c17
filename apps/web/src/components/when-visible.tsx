import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows `placeholder` until the spot comes near the screen, then `children`. For heavy parts below
 * the fold (the calculator's chart): their code loads and runs when the visitor gets there, not
 * while the page is loading. The server and the first render in the browser both show the
 * placeholder, so hydration matches; give it the children's size so nothing shifts.
 */
export function WhenVisible({ placeholder, children, margin = '200px' }: { placeholder: ReactNode; children: ReactNode; margin?: string }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return <div ref={spot}>{near ? children : placeholder}</div>;
}
