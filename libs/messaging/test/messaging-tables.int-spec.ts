import { schemaDrift } from '@crema/database';
import { setUpMessaging, type MessagingFixture } from './messaging-fixture';

describe('messaging tables', () => {
  let fixture: MessagingFixture;

  beforeAll(async () => {
    fixture = await setUpMessaging();
  });
  afterAll(() => fixture.close());

  it('match the OutboxEvent and ProcessedEvent entities exactly', async () => {
    expect(await schemaDrift(fixture.dataSource)).toEqual([]);
  });

  it('are removed again by the migration going down', async () => {
    await fixture.dataSource.undoLastMigration();
    const tables = await fixture.dataSource.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'msgtest' ORDER BY table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(['migrations']);
    expect(await schemaDrift(fixture.dataSource)).not.toEqual([]);
    await fixture.dataSource.runMigrations();
    expect(await schemaDrift(fixture.dataSource)).toEqual([]);
  });
});
