import { Star } from 'lucide-react';
import { cx } from '@/lib/cx';
import { ratingLabel, starFills } from '../star-rating';

/** Five stars, `rating` of them filled; read out as one image named 'Rated 4 out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={ratingLabel(rating)} className={cx('flex items-center gap-0.5', className)}>
      {starFills(rating).map((filled, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cx('size-4', filled ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-navy-200')}
        />
      ))}
    </div>
  );
}
