import * as adminRpc from '@crema/contracts/admin/rpc';
import { checkinsAdminActionRecorded, identityAdminActionRecorded } from '@crema/contracts/admin/audit';
import type { Actor } from '@crema/contracts/common/rpc';
import { withCorrelationId } from '@crema/observability';
import { eventually } from '@crema/testing';
import { failureOf, startAdmin, type AdminFixture } from './admin-fixture';

/** The administrators' audit trail (docs/adr/0030), against the real admin service and PostgreSQL. */
describe('admin audit trail (real PostgreSQL, NATS and Redis)', () => {
  let admin: AdminFixture;
  const ALICE: Actor = { userId: 71, isAdmin: true };
  const BOB: Actor = { userId: 72, isAdmin: true };

  beforeAll(async () => {
    admin = await startAdmin();
  });
  afterAll(() => admin?.close());

  const count = async (where = 'true', params: unknown[] = []) =>
    Number(
      (await admin.db.query<{ n: string }[]>(`SELECT count(*) AS n FROM admin.audit_log WHERE ${where}`, params))[0]?.n,
    );

  it('records who did what to which target, when and from which request, with the change', async () => {
    const rule = await withCorrelationId('req-audit-1', () =>
      admin.rpc.send(adminRpc.createModerationRule, {
        actor: ALICE,
        body: { name: 'Shops', description: 'Links to shops', pattern: 'buy now' },
      }),
    );
    const [row] = await admin.db.query<Record<string, unknown>[]>(
      `SELECT admin_id, action, target_type, target_id, details, correlation_id, occurred_at
         FROM admin.audit_log WHERE target_id = $1 AND action = 'moderation-rule.created'`,
      [String(rule.id)],
    );
    expect(row).toMatchObject({
      admin_id: ALICE.userId,
      action: 'moderation-rule.created',
      target_type: 'moderation-rule',
      details: { name: 'Shops' },
      correlation_id: 'req-audit-1',
    });
    expect(Date.now() - new Date(row?.occurred_at as string).getTime()).toBeLessThan(60_000);

    await admin.rpc.send(adminRpc.putSetting, {
      actor: BOB,
      key: 'audit.example',
      body: { value: 'on' },
    });
    const roaster = await admin.rpc.send(adminRpc.createRoaster, {
      actor: BOB,
      body: { name: 'Audit Roasters' },
    });
    await admin.rpc.send(adminRpc.deleteRoaster, { actor: ALICE, id: roaster.id });
    expect(await count('admin_id = $1', [BOB.userId])).toBe(2);
    expect(await count(`action = 'roaster.deleted' AND target_id = $1`, [String(roaster.id)])).toBe(1);
  });

  it('a refused change leaves no record', async () => {
    const before = await count();
    expect(
      await failureOf(admin.rpc.send(adminRpc.deleteModerationRule, { actor: ALICE, id: 999_999 })),
    ).toMatchObject({ status: 404 });
    await admin.rpc.send(adminRpc.createRoaster, {
      actor: ALICE,
      body: { name: 'Only Once' },
    });
    expect(
      await failureOf(
        admin.rpc.send(adminRpc.createRoaster, {
          actor: ALICE,
          body: { name: 'Only Once' },
        }),
      ),
    ).toMatchObject({ status: 409 });
    expect(
      await failureOf(
        admin.rpc.send(adminRpc.putSetting, {
          actor: ALICE,
          key: 'registration.open',
          body: { value: 'perhaps' },
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(await count()).toBe(before + 1);
  });

  it('is one transaction with the change: when the record cannot be written, the change does not happen', async () => {
    const rules = async () =>
      Number((await admin.db.query<{ n: string }[]>('SELECT count(*) AS n FROM admin.moderation_rules'))[0]?.n);
    const rulesBefore = await rules();
    const recordsBefore = await count();
    await admin.db.query(`CREATE FUNCTION admin.refuse_audit() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`);
    await admin.db.query(`CREATE TRIGGER refuse_audit BEFORE INSERT ON admin.audit_log
      FOR EACH ROW EXECUTE FUNCTION admin.refuse_audit()`);
    try {
      const failure = await failureOf(
        admin.rpc.send(adminRpc.createModerationRule, {
          actor: ALICE,
          body: { name: 'Never', description: 'Not recorded, not made', pattern: null },
        }),
      );
      expect(failure.status).toBeGreaterThanOrEqual(500);
    } finally {
      await admin.db.query('DROP TRIGGER refuse_audit ON admin.audit_log');
      await admin.db.query('DROP FUNCTION admin.refuse_audit()');
    }
    expect(await rules()).toBe(rulesBefore);
    expect(await count()).toBe(recordsBefore);
    const outbox = await admin.outbox('evt.admin.moderation-rule.changed.v1');
    expect(outbox.filter((state) => state.name === 'Never')).toEqual([]);
  });

  it('takes identity’s and checkins’ records from their events, once however often they come', async () => {
    const granted = await admin.publish(identityAdminActionRecorded, {
      adminId: ALICE.userId,
      action: 'user.admin-granted',
      targetType: 'user',
      targetId: '900',
      details: { username: 'newcomer' },
      correlationId: 'req-grant',
      at: new Date().toISOString(),
    });
    await admin.publish(checkinsAdminActionRecorded, {
      adminId: BOB.userId,
      action: 'check-in.reassigned',
      targetType: 'check-in',
      targetId: '31',
      details: { fromUserId: 5, toUserId: 6 },
      correlationId: null,
      at: new Date().toISOString(),
    });
    await admin.redeliver(granted);
    await eventually(async () => expect(await count(`action = 'check-in.reassigned'`)).toBe(1));
    await eventually(async () => expect(await count(`correlation_id = 'req-grant'`)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await count(`correlation_id = 'req-grant'`)).toBe(1);
  });

  it('lists newest first, paged, filtered by administrator and by action, to administrators only', async () => {
    const all = await admin.rpc.send(adminRpc.listAuditLog, { actor: ALICE, query: { limit: 50 } });
    const times = all.items.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.items.length).toBeGreaterThanOrEqual(6);

    const first = await admin.rpc.send(adminRpc.listAuditLog, { actor: ALICE, query: { limit: 2 } });
    expect(first.items).toEqual(all.items.slice(0, 2));
    const second = await admin.rpc.send(adminRpc.listAuditLog, {
      actor: ALICE,
      query: { limit: 2, cursor: first.nextCursor ?? undefined },
    });
    expect(second.items).toEqual(all.items.slice(2, 4));

    const bobs = await admin.rpc.send(adminRpc.listAuditLog, { actor: ALICE, query: { limit: 50, adminId: BOB.userId } });
    expect(bobs.items.length).toBeGreaterThan(0);
    expect(bobs.items.every((entry) => entry.adminId === BOB.userId)).toBe(true);
    const deletions = await admin.rpc.send(adminRpc.listAuditLog, {
      actor: ALICE,
      query: { limit: 50, action: 'roaster.deleted' },
    });
    expect(deletions.items.map((entry) => entry.action)).toEqual(['roaster.deleted']);

    expect(
      await failureOf(admin.rpc.send(adminRpc.listAuditLog, { actor: { userId: 5, isAdmin: false }, query: { limit: 5 } })),
    ).toMatchObject({ status: 403 });
    expect(
      await failureOf(admin.rpc.send(adminRpc.listAuditLog, { actor: ALICE, query: { limit: 5, cursor: 'forged' } })),
    ).toMatchObject({ status: 400 });
  });
});
