import { useCallback } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  Navigate as RouterNavigate,
  useLocation as useRouterLocation,
  useNavigate as useRouterNavigate,
  type Location,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import { localizePath, splitLanguage } from '@maple/shared/i18n/paths';
import { pageLanguage } from '@maple/shared/messages/locale';

/**
 * React Router in the build's language (decision 067). Components write English paths ('/rates');
 * these link to the same page in the language of the build that renders them ('/fr/taux' in the
 * French one), and `useLocation` reads the current address back as its English path, so a check
 * such as `pathname === '/auth'` holds in both. ESLint refuses importing these from 'react-router'.
 */
export function localize(to: To): To {
  if (pageLanguage === 'en') return to;
  if (typeof to === 'string') return localizePath(to, pageLanguage);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, pageLanguage) } : to;
}

export function Link(props: LinkProps) {
  return <RouterLink {...props} to={localize(props.to)} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} to={localize(props.to)} />;
}

export function Navigate(props: NavigateProps) {
  return <RouterNavigate {...props} to={localize(props.to)} />;
}

/** `navigate('/rates')` goes to the build's language's address; `navigate(-1)` goes back as usual. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(localize(to), options)),
    [navigate],
  );
}

/** The current location with its path in English ('/fr/taux' reads '/rates'); search and hash as they are. */
export function useLocation(): Location {
  const location = useRouterLocation();
  if (pageLanguage === 'en') return location;
  return { ...location, pathname: splitLanguage(location.pathname).englishPath };
}
