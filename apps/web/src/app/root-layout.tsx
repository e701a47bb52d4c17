import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredToaster } from './deferred-toaster';

export function RootLayout() {
  // Tells whoever watches (the end-to-end suite, a monitor) that the served page now answers clicks.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <DeferredToaster />
    </>
  );
}
