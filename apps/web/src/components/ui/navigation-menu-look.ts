// The header row's classes, apart from navigation-menu.tsx so the light first-paint header
// (features/navigation/components/desktop-nav.tsx) can draw the same row without loading Radix.

/** A menu trigger or top-level link in the header row; the text colour is added by the caller. */
export const navigationMenuItemLook =
  'inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap lg:px-3 transition-colors hover:bg-accent hover:text-primary data-[active]:text-primary data-[state=open]:bg-accent';

/** A top-level link: the row's look plus the dropdown links' vertical padding and bold current page. */
export const navigationMenuTopLinkLook = `${navigationMenuItemLook} py-2 text-navy-900 data-[active]:font-semibold`;

export const navigationMenuListLook = 'flex items-center gap-0.5';

export const navigationMenuTriggerChevronLook = 'size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180';
