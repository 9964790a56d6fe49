import type { AdminUser } from '@crema/contracts/admin/users';
import { LogOut, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { OptionSelect } from '@/components/ui/option-select';
import { ProfileAvatarLink, ProfileNameLink } from '@/components/ui/profile-link';
import { StatusMessage } from '@/components/ui/status-message';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullDate, shortDate } from '@/lib/format-date';
import { useViewerId } from '@/lib/use-viewer';
import { useDeleteUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-admin-users';
import type { AdminUsersParams } from '../api/query-keys';
import { useSetUserAdmin } from '../api/set-user-admin';
import { useSignOutUser } from '../api/sign-out-user';
import { DeleteRowButton } from './delete-row-button';
import { ListCard } from './list-card';
import { ListSearch } from './list-search';
import { ListStates } from './list-states';

const USER_ORDERS = ['newest', 'oldest', 'most-check-ins', 'fewest-check-ins'] as const;
type UserOrder = (typeof USER_ORDERS)[number];

const ORDER_LABELS: Record<UserOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'most-check-ins': 'Most check-ins',
  'fewest-check-ins': 'Fewest check-ins',
};

const ORDER_PARAMS: Record<UserOrder, Omit<AdminUsersParams, 'query'>> = {
  newest: { sort: 'joined', order: 'desc' },
  oldest: { sort: 'joined', order: 'asc' },
  'most-check-ins': { sort: 'checkIns', order: 'desc' },
  'fewest-check-ins': { sort: 'checkIns', order: 'asc' },
};

/** The Users tab: search, sort, grant or remove admin rights, sign people out, delete accounts. */
export function UsersPanel() {
  const sortId = useId();
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<UserOrder>('newest');
  const users = useAdminUsers({ query, ...ORDER_PARAMS[order] });
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  const [adminChange, setAdminChange] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [signingOut, setSigningOut] = useState<AdminUser | null>(null);

  return (
    <ListCard>
      <div className="flex flex-wrap items-end gap-3">
        <ListSearch label="Search users" placeholder="Search by username or email…" onSearch={setQuery} />
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor={sortId}>Sort</Label>
          <OptionSelect
            id={sortId}
            options={USER_ORDERS}
            labels={ORDER_LABELS}
            value={order}
            onChange={setOrder}
          />
        </div>
      </div>
      <ListStates
        query={users}
        noun="users"
        isEmpty={rows.length === 0}
        empty={
          <StatusMessage
            bare
            icon={Users}
            role="status"
            title={query ? `No users match “${query}”.` : 'No users yet.'}
          >
            {query
              ? 'Search looks at usernames and email addresses.'
              : 'People show up here once they sign up.'}
          </StatusMessage>
        }
      >
        <Table aria-label="Users" aria-busy={users.isFetching}>
          <TableHeader>
            <TableHead>User</TableHead>
            <TableHead>Joined</TableHead>
            <TableHead className="text-right">Check-ins</TableHead>
            <TableHead>Admin</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableHeader>
          <TableBody>
            {rows.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                onAdminChange={() => setAdminChange(user)}
                onSignOut={() => setSigningOut(user)}
                onDelete={() => setDeleting(user)}
              />
            ))}
          </TableBody>
        </Table>
        <LoadMore query={users} noun="users" auto={false} />
      </ListStates>
      <AdminChangeDialog user={adminChange} onDone={() => setAdminChange(null)} />
      <SignOutUserDialog user={signingOut} onDone={() => setSigningOut(null)} />
      <DeleteUserDialog user={deleting} onDone={() => setDeleting(null)} />
    </ListCard>
  );
}

interface UserRowProps {
  user: AdminUser;
  onAdminChange: () => void;
  onSignOut: () => void;
  onDelete: () => void;
}

function UserRow({ user, onAdminChange, onSignOut, onDelete }: UserRowProps) {
  const isSelf = useViewerId() === user.id;
  return (
    <TableRow>
      <TableCell>
        <div className="flex min-w-0 items-center gap-3">
          <ProfileAvatarLink username={user.username} src={user.avatarUrl} />
          <div className="min-w-0">
            <p className="truncate">
              <ProfileNameLink username={user.username} />
              {isSelf && <span className="ml-1.5 text-xs text-muted-foreground">(you)</span>}
            </p>
            <p className="truncate text-xs text-muted-foreground">
              ID {user.id} · {user.email}
            </p>
          </div>
        </div>
      </TableCell>
      <TableCell label="Joined" className="whitespace-nowrap">
        <time dateTime={user.createdAt} title={fullDate(user.createdAt)}>
          {shortDate(user.createdAt)}
        </time>
      </TableCell>
      <TableCell label="Check-ins" className="tabular-nums sm:text-right">
        {user.checkInsCount}
      </TableCell>
      <TableCell label="Admin">
        <Switch
          checked={user.isAdmin}
          onCheckedChange={onAdminChange}
          disabled={isSelf}
          aria-label={`Administrator: ${user.username}`}
          title={isSelf ? 'You cannot change your own admin access' : undefined}
        />
      </TableCell>
      <TableCell className="sm:text-right">
        <div className="flex flex-wrap gap-1 sm:justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={onSignOut}
            disabled={isSelf}
            aria-label={`Sign out ${user.username} everywhere`}
            title={isSelf ? 'Sign yourself out of other devices in your settings' : undefined}
          >
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
          <DeleteRowButton label={`Delete ${user.username}`} onClick={onDelete} disabled={isSelf} />
        </div>
      </TableCell>
    </TableRow>
  );
}

/** Confirms granting or removing admin rights; closed while `user` is null. */
function AdminChangeDialog({ user, onDone }: { user: AdminUser | null; onDone: () => void }) {
  const setAdmin = useSetUserAdmin();
  const granting = !user?.isAdmin;
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onDone()}
      title={granting ? 'Grant admin access?' : 'Remove admin access?'}
      description={
        granting
          ? `${user?.username} will be able to manage users, content, the catalogue and the app's settings.`
          : `${user?.username} will no longer be able to open the admin area.`
      }
      confirmLabel={granting ? 'Make admin' : 'Remove admin'}
      variant={granting ? 'default' : 'destructive'}
      pending={setAdmin.isPending}
      onConfirm={() =>
        user &&
        setAdmin.mutate(
          { userId: user.id, username: user.username, isAdmin: granting },
          { onSettled: onDone },
        )
      }
    />
  );
}

/** Confirms signing someone out of every device; closed while `user` is null. */
function SignOutUserDialog({ user, onDone }: { user: AdminUser | null; onDone: () => void }) {
  const signOut = useSignOutUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Sign out everywhere?"
      description={`All of ${user?.username}'s sessions and access tokens end now: they have to sign in again on every device and create new tokens for their integrations. Their account and check-ins stay.`}
      confirmLabel="Sign out"
      pending={signOut.isPending}
      onConfirm={() =>
        user && signOut.mutate({ userId: user.id, username: user.username }, { onSettled: onDone })
      }
    />
  );
}

function DeleteUserDialog({ user, onDone }: { user: AdminUser | null; onDone: () => void }) {
  const deleteUser = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Delete user?"
      description={`${user?.username}'s account goes for good, with their check-ins, comments, likes and follows. This cannot be undone.`}
      confirmLabel="Delete user"
      pending={deleteUser.isPending}
      onConfirm={() =>
        user && deleteUser.mutate({ userId: user.id, username: user.username }, { onSettled: onDone })
      }
    />
  );
}
