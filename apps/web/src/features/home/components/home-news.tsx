import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { homeMessages } from '@maple/shared/messages/home';
import { newsHomeCount } from '@maple/shared/news-limits';
import { useHomeNews } from '@/features/news-articles/api/news-queries';
import { NewsCard } from '@/features/news-articles/components/news-card';
import { Button } from '@/components/ui/button';
import { HomeSection } from './home-section';

/**
 * Up to 3 articles, each opening in a new tab, and 'View All News'. Spec §2: when every news
 * source fails (the server falls back to its samples, or the call itself fails) the section is
 * left out; nothing is shown while it loads, so a hidden section never flashes.
 */
export function HomeNews() {
  const { data } = useHomeNews();
  if (!data || data.source === 'samples' || data.articles.length === 0) return null;
  return (
    <HomeSection
      id="home-news"
      title={homeMessages.newsTitle}
      className="bg-muted"
      action={
        <Button asChild variant="outline">
          <Link to="/mortgage-news">
            {homeMessages.viewAllNews}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {data.articles.slice(0, newsHomeCount).map((article) => (
          <li key={article.id}>
            <NewsCard article={article} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
