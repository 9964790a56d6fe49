import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrators' audit trail (docs/adr/0030). `event_id` is set for a record another service
 * sent as an event (its outbox event id: a redelivery is recorded once) and null for the admin
 * service's own, written in the transaction of the change.
 */
export class AdminAuditLog1765100000000 implements MigrationInterface {
  name = 'AdminAuditLog1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "admin"."audit_log" (
        "id" BIGSERIAL NOT NULL,
        "event_id" uuid,
        "admin_id" integer NOT NULL,
        "action" text NOT NULL,
        "target_type" text NOT NULL,
        "target_id" text NOT NULL,
        "details" jsonb NOT NULL DEFAULT '{}',
        "correlation_id" text,
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "audit_log_event_id_key" UNIQUE ("event_id")
      )`);
    await queryRunner.query(`CREATE INDEX "audit_log_newest" ON "admin"."audit_log" ("occurred_at" DESC, "id" DESC)`);
    await queryRunner.query(
      `CREATE INDEX "audit_log_by_admin" ON "admin"."audit_log" ("admin_id", "occurred_at" DESC, "id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin"."audit_log"`);
  }
}
