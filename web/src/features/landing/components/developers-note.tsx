import { Code } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A quiet line at the end of the guest home for people who build: where the API is documented. */
export function DevelopersNote() {
  return (
    <p className="mt-10 flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
      <Code className="size-4" aria-hidden="true" />
      Building something with Crema?
      <Link
        to={paths.developers}
        reloadDocument
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        API and GraphQL docs
      </Link>
    </p>
  );
}
