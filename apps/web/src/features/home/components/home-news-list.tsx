import { Link } from '@/lib/localized-router';
import { ArrowRight } from 'lucide-react';
import { homeMessages } from '@maple/shared/messages/home';
import { newsHomeCount } from '@maple/shared/news-limits';
import type { NewsArticle } from '@maple/shared/schemas/news';
import { NewsCard } from '@/features/news-articles/components/news-card';
import { Button } from '@/components/ui/button';
import { HomeSection } from './home-section';

/** The home news band: each card's 'Read More' opens its article in a new tab. */
export function HomeNewsList({ articles }: { articles: NewsArticle[] }) {
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
        {articles.slice(0, newsHomeCount).map((article) => (
          <li key={article.id}>
            <NewsCard article={article} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
