import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { homeMessages } from '@maple/shared/messages/home';
import { Button } from '@/components/ui/button';

/**
 * The body of the home page's news section (the section and its heading are in home-page.tsx).
 * For now only the link to all news; the news work fills in up to 3 items above it.
 */
export function HomeNewsSlot() {
  return (
    <Button asChild variant="outline">
      <Link to="/mortgage-news">
        {homeMessages.viewAllNews}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
