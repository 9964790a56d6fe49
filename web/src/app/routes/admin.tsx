import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { AdminSetupCard } from '@/features/admin/components/admin-setup-card';
import { ADMIN_TABS } from '@/features/admin/components/admin-tabs';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useChoiceParam } from '@/lib/use-query-param';
import { useDocumentTitle } from '@/lib/use-document-title';

// Its own chunk: people who are not admins only ever see the setup card.
const AdminScreen = lazy(async () => ({
  default: (await import('@/features/admin/components/admin-screen')).AdminScreen,
}));

/** `/admin`: the admin tabs for administrators, the initialization card for everyone else (SPEC §6). */
export function AdminRoute() {
  useDocumentTitle('Admin');
  const { user } = useAuth();
  const [tab, setTab] = useChoiceParam('tab', ADMIN_TABS, 'users');
  if (!user) return null;
  if (!user.isAdmin) {
    return (
      <div className="py-4 sm:py-10">
        <AdminSetupCard />
      </div>
    );
  }
  return (
    <Suspense fallback={<PageSpinner label="Loading the admin area" />}>
      <AdminScreen tab={tab} onTabChange={setTab} />
    </Suspense>
  );
}
