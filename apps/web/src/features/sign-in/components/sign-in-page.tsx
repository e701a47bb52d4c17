import { authMessages } from '@maple/shared/messages/auth';
import { pagesMessages } from '@maple/shared/messages/pages';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { BrandLink } from '@/features/site/components/brand-link';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export function SignInPage() {
  usePageTitle(pagesMessages.signIn);
  return (
    <div className="flex flex-1 items-center justify-center bg-muted px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <BrandLink className="mb-2" />
          <h1 className="text-2xl font-bold tracking-tight text-navy-900">{authMessages.title}</h1>
          <p className="text-sm text-muted-foreground">{authMessages.subtitle}</p>
        </CardHeader>
        <CardContent>
          <SignInForm />
        </CardContent>
      </Card>
    </div>
  );
}
