import { Coffee } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('404 Page Not Found');
  return (
    <div className="py-4 sm:py-10">
      <Card className="mx-auto max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Coffee className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1">404 Page Not Found</CardTitle>
          <CardDescription>Did you forget to add the page to the router?</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.home} className={buttonClassName()}>
            Go home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
