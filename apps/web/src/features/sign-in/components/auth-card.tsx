import type { ReactNode } from 'react';
import { BrandLink } from '@/features/site/components/brand-link';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The sign-in page's card, shared by the recovery pages: the brand, a heading, a line under it. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-center justify-center bg-muted px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <BrandLink className="mb-2" />
          <h1 className="text-2xl font-bold tracking-tight text-navy-900">{title}</h1>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
