import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@/lib/localized-router';

const Toaster = lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Sonner's toaster (about 10 KB gzipped) is left out of the home page's first download: it mounts
 * on the first interaction or on any other page, and stays mounted from then on. Nothing lost:
 * toasts raised before it mounts are shown when it subscribes (sonner replays active toasts).
 */
export function DeferredToaster() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);

  // Adjusting state during render (not in an effect) so the toaster is there on the same commit.
  if (!wanted && pathname !== '/') setWanted(true);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of interactions) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, want);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
