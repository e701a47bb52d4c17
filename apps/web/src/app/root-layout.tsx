import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredToaster } from './deferred-toaster';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <DeferredToaster />
    </>
  );
}
