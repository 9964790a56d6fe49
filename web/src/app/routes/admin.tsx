import { AdminActiveCard } from '@/features/admin/components/admin-active-card';
import { AdminSetupCard } from '@/features/admin/components/admin-setup-card';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function AdminRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <div className="py-4 sm:py-10">{user.isAdmin ? <AdminActiveCard /> : <AdminSetupCard />}</div>;
}
