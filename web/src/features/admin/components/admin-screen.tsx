import {
  BarChart3,
  Coffee,
  Package,
  ScrollText,
  Settings2,
  ShieldAlert,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isOneOf } from '@/lib/is-one-of';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';
import { AnalyticsPanel } from './analytics-panel';
import { AuditPanel } from './audit-panel';
import { CheckInsPanel } from './check-ins-panel';
import { CoffeeBagsPanel } from './coffee-bags-panel';
import { ModerationPanel } from './moderation-panel';
import { RoastersPanel } from './roasters-panel';
import { SettingsPanel } from './settings-panel';
import { UsersPanel } from './users-panel';

const TABS: Record<AdminTab, { label: string; icon: LucideIcon; panel: () => ReactNode }> = {
  users: { label: 'Users', icon: Users, panel: () => <UsersPanel /> },
  'check-ins': { label: 'Check-ins', icon: Coffee, panel: () => <CheckInsPanel /> },
  'coffee-bags': { label: 'Coffee Bags', icon: Package, panel: () => <CoffeeBagsPanel /> },
  roasters: { label: 'Roasters', icon: Store, panel: () => <RoastersPanel /> },
  settings: { label: 'Settings', icon: Settings2, panel: () => <SettingsPanel /> },
  moderation: { label: 'Moderation', icon: ShieldAlert, panel: () => <ModerationPanel /> },
  analytics: { label: 'Analytics', icon: BarChart3, panel: () => <AnalyticsPanel /> },
  audit: { label: 'Audit', icon: ScrollText, panel: () => <AuditPanel /> },
};

interface AdminScreenProps {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
}

/** SPEC §2 Admin: the seven tabs, and the audit trail (docs/adr/0030). Only the open tab is mounted, so only its data loads. */
export function AdminScreen({ tab, onTabChange }: AdminScreenProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: the open one (from the URL, or picked) is brought into view.
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <div className="grid gap-5 [&>*]:min-w-0">
      <div>
        <h1 className="font-display text-3xl font-bold tracking-tight">Admin</h1>
        <p className="mt-1 text-muted-foreground">
          People, content, the coffee catalogue and how the app behaves.
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          if (isOneOf(ADMIN_TABS, next)) onTabChange(next);
        }}
      >
        <TabsList ref={listRef} aria-label="Admin sections" className="[scrollbar-width:thin]">
          {ADMIN_TABS.map((value) => {
            const { label, icon: Icon } = TABS[value];
            return (
              <TabsTrigger key={value} value={value} className="flex-none md:flex-1">
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {ADMIN_TABS.map((value) => (
          <TabsContent key={value} value={value} heading={TABS[value].label}>
            {TABS[value].panel()}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
