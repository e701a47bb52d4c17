import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { loadMatchedRoutes, readServedData, putServedAnswers } from './app/served-page';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const served = readServedData();

async function start() {
  if (served) {
    putServedAnswers(queryClient, served);
    await loadMatchedRoutes(routes, window.location);
  }
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!served) {
    createRoot(container!).render(app);
    return;
  }
  // A transition lets React hydrate in slices and yield to the visitor between them, instead of
  // one long task while the page is already painted (TBT).
  startTransition(() => {
    hydrateRoot(container!, app);
  });
}

void start();
