import { useAuth } from '@/features/auth/hooks/use-auth';
import { DevelopersPage } from '@/features/developers/components/developers-page';
import { useTheme } from '@/features/theme/hooks/use-theme';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Public: guests read the documentation and run the explorer as guests. */
export function DevelopersRoute() {
  useDocumentTitle('Developers');
  const { theme } = useTheme();
  const { user } = useAuth();
  return <DevelopersPage theme={theme} signedIn={user !== null} />;
}
