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

// Hands the main thread back between the steps of starting up, so the visitor's taps and the
// browser's own work get a turn: each step is a task of its own, not one long one (TBT).
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  if (served) {
    putServedAnswers(queryClient, served);
    await yieldToBrowser();
    await loadMatchedRoutes(routes, window.location);
    await yieldToBrowser();
  }
  const router = createBrowserRouter(routes);
  if (served) await yieldToBrowser();
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
