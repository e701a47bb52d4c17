import { Link, useLocation } from '@/lib/localized-router';
import { ExternalLink } from 'lucide-react';
import { navMessages } from '@maple/shared/messages/nav';
import { shellMessages } from '@maple/shared/messages/shell';
import { withAgentContext } from '@/features/agents/agent-link';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { LanguageSwitcher } from './language-switcher';
import { isCurrent, type MenuLink, type NavEntry } from '../nav-items';

const linkClass =
  'flex w-full items-center gap-2 rounded-md py-3 font-medium text-navy-900 hover:text-primary aria-[current=page]:text-primary';
const subLinkClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-navy-900 hover:bg-accent hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary';

function DrawerLink({ item, pathname, className }: { item: MenuLink; pathname: string; className: string }) {
  if (item.kind === 'external') {
    return (
      <SheetClose asChild>
        <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
          {item.label}
          <ExternalLink className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">{shellMessages.opensInNewTab}</span>
        </a>
      </SheetClose>
    );
  }
  return (
    <SheetClose asChild>
      <Link
        to={withAgentContext(item.to, pathname)}
        aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
        className={className}
      >
        {item.label}
      </Link>
    </SheetClose>
  );
}

interface MobileNavDrawerProps {
  entries: NavEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export function MobileNavDrawer({ entries, open, onOpenChange, onCloseAutoFocus }: MobileNavDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="overflow-y-auto"
      >
        <div className="border-b px-5 py-4">
          <SheetTitle>{shellMessages.menuTitle}</SheetTitle>
        </div>
        <nav aria-label={navMessages.label} className="px-5 pb-6">
          <Accordion type="multiple" className="divide-y">
            {entries.map((entry) =>
              entry.kind === 'menu' ? (
                <AccordionItem key={entry.label} value={entry.label}>
                  <AccordionTrigger className="text-navy-900">{entry.label}</AccordionTrigger>
                  <AccordionContent>
                    <ul className="flex flex-col">
                      {entry.items.map((item) => (
                        <li key={item.label}>
                          <DrawerLink item={item} pathname={pathname} className={subLinkClass} />
                        </li>
                      ))}
                    </ul>
                  </AccordionContent>
                </AccordionItem>
              ) : (
                <div key={entry.label}>
                  <DrawerLink item={entry} pathname={pathname} className={linkClass} />
                </div>
              ),
            )}
          </Accordion>
          <LanguageSwitcher className="mt-4 inline-block border px-3 py-2" />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
