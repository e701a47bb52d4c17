import { homeMessages } from '@maple/shared/messages/home';

const m = homeMessages;

/** The site's standing claims: over 50 lenders (rates updated daily), over 15 years of experience, over 20 years in business. */
export function HomeClaims() {
  return (
    <section aria-label={m.claimsLabel} className="border-b bg-navy-50">
      <dl className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
        {m.claims.map((claim) => (
          <div key={claim.value} className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
            <dt className="order-2 text-sm text-muted-foreground sm:text-base">{claim.label}</dt>
            <dd className="order-1 min-w-20 text-3xl font-bold text-maple-700">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
