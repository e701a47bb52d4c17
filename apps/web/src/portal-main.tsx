import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './features/portal/components/portal-app';
import { takeLinkToken } from './features/portal/link-token';
import { openPortal } from './features/portal/open-portal';
import './styles.css';

// The borrower's portal is its own small entry (decision 095): React and the portal's code, none of
// the public site's router, query cache or shell, so a phone on a slow network opens it quickly.
const container = document.getElementById('portal');
if (!container) throw new Error('portal.html has no #portal element');
// Started once, before React renders: the link's token is spent by exactly one request.
const opening = openPortal(takeLinkToken(window.location, window.history));
createRoot(container).render(
  <StrictMode>
    <PortalApp opening={opening} siteName={container.dataset.siteName ?? ''} />
  </StrictMode>,
);
