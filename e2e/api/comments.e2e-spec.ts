import type { Comment } from '@crema/contracts/checkins/comments';
import { sql } from './support/database';
import {
  checkInRow,
  checkinsCounts,
  createCheckIn,
  eventually,
  walkPages,
  type CheckInCard,
} from './support/check-ins';
import { anyNumber, anyString, expectClientError, expectProblem } from './support/expectations';
import { ApiClient, type ApiResponse } from './support/http';
import { sharedSystem } from './support/system';
import { signedUpClient } from './support/users';

describe('comments and reports API', () => {
  const system = sharedSystem();

  const guest = () => new ApiClient(system.baseUrl);

  /** An owner with a check-in others can already see, and a second user. */
  async function scene() {
    const owner = await signedUpClient(system.baseUrl);
    const other = await signedUpClient(system.baseUrl);
    const card = await createCheckIn(owner.client);
    await eventually(async () => {
      expect((await guest().get(`/api/shared-check-in/${card.id}`)).status).toBe(200);
    });
    return { owner, other, card, url: `/api/check-ins/${card.id}` };
  }

  async function commentsCount(id: number): Promise<number> {
    return ((await guest().get(`/api/shared-check-in/${id}`)).body as CheckInCard).commentsCount;
  }

  describe('comments', () => {
    it('adds, lists (for guests too) and counts comments', async () => {
      const { owner, other, card, url } = await scene();
      const response = await other.client.post(`${url}/comments`, { content: '  Looks delicious!  ' });
      expect(response.status).toBe(201);
      const comment = response.body as Comment;
      expect(comment).toEqual({
        id: anyNumber,
        checkInId: card.id,
        userId: other.self.id,
        username: other.self.username,
        userAvatar: null,
        content: 'Looks delicious!',
        createdAt: anyString,
        canDelete: true,
      });
      expect(await commentsCount(card.id)).toBe(1);

      const asGuest = await guest().get(`${url}/comments`);
      expect(asGuest.status).toBe(200);
      expect(asGuest.body).toEqual([{ ...comment, canDelete: false }]);
      // The check-in's owner may delete any comment on it.
      expect((await owner.client.get(`${url}/comments`)).body).toEqual([{ ...comment, canDelete: true }]);
    });

    it('stores hostile comments verbatim and returns them as data', async () => {
      const { other, url } = await scene();
      const content = `<script>alert('x')</script> '; DELETE FROM checkins.comments; -- 🤖 \u202Eevil`;
      const response = await other.client.post(`${url}/comments`, { content });
      expect(response.status).toBe(201);
      expect((response.body as Comment).content).toBe(content);
      const listed = await guest().get(`${url}/comments`);
      expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
      expect((listed.body as Comment[]).map((c) => c.content)).toEqual([content]);
    });

    it('pages comments oldest first through Link headers', async () => {
      const { owner, other, url } = await scene();
      const written: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const author = index % 2 === 0 ? owner : other;
        written.push(
          ((await author.client.post(`${url}/comments`, { content: `comment ${index}` })).body as Comment).id,
        );
      }
      const { pages, responses } = await walkPages<Comment>(guest(), `${url}/comments?limit=2`);
      expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
      expect(pages.flat().map((c) => c.id)).toEqual(written);
      expect(responses[0]?.headers.get('link')).toMatch(
        new RegExp(`^</api/check-ins/\\d+/comments\\?limit=2&cursor=[A-Za-z0-9_-]+>; rel="next"$`),
      );
      for (const query of [
        'limit=0',
        'limit=10000',
        'cursor=!!',
        `cursor=${Buffer.from('{"id":"x"}').toString('base64url')}`,
      ]) {
        expectProblem(await guest().get(`${url}/comments?${query}`), 400);
      }
    });

    it('refuses invalid comments with 400 and writes nothing', async () => {
      const { other, card, url } = await scene();
      const before = await checkinsCounts(system.databaseUrl);
      for (const body of [
        {},
        { content: '' },
        { content: '    ' },
        { content: 'x'.repeat(1001) },
        { content: 42 },
        { content: ['a'] },
        { content: null },
        { content: 'ok', userId: 1 },
        { content: 'nul\u0000' },
      ]) {
        const response = await other.client.post(`${url}/comments`, body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expectProblem(response, 400);
      }
      expectClientError(
        await other.client.request('POST', `${url}/comments`, {
          body: 'hello',
          headers: { 'content-type': 'text/plain' },
        }),
      );
      expect((await other.client.post(`${url}/comments`, { content: 'x'.repeat(1000) })).status).toBe(201);
      const after = await checkinsCounts(system.databaseUrl);
      expect(after).toEqual({ ...before, comments: (before.comments ?? 0) + 1 });
      expect(await commentsCount(card.id)).toBe(1);
    });

    it('answers 401 to guests, 404 for a missing check-in and 400 for garbage ids', async () => {
      const { other, url } = await scene();
      expectProblem(await guest().post(`${url}/comments`, { content: 'hello' }), 401);
      const missing = 2 ** 31 - 1;
      expectProblem(await other.client.post(`/api/check-ins/${missing}/comments`, { content: 'hello' }), 404);
      expectProblem(await guest().get(`/api/check-ins/${missing}/comments`), 404);
      for (const id of ['abc', '0', '-3', '99999999999']) {
        expectProblem(await other.client.post(`/api/check-ins/${id}/comments`, { content: 'hi' }), 400);
        expectProblem(await guest().get(`/api/check-ins/${id}/comments`), 400);
        expectProblem(await other.client.delete(`${url}/comments/${id}`), 400);
        expectProblem(await other.client.delete(`/api/check-ins/${id}/comments/1`), 400);
      }
    });

    it("lets the comment's author and the check-in's owner delete it, nobody else", async () => {
      const { owner, other, card, url } = await scene();
      const stranger = await signedUpClient(system.baseUrl);
      const byOther = (await other.client.post(`${url}/comments`, { content: 'first' })).body as Comment;
      const second = (await other.client.post(`${url}/comments`, { content: 'second' })).body as Comment;
      const byOwner = (await owner.client.post(`${url}/comments`, { content: 'thanks' })).body as Comment;
      expect(await commentsCount(card.id)).toBe(3);

      const foreign = await stranger.client.delete(`${url}/comments/${byOther.id}`);
      expect([403, 404]).toContain(foreign.status);
      expectClientError(foreign);
      // The commenter may not delete the owner's comment.
      expect([403, 404]).toContain((await other.client.delete(`${url}/comments/${byOwner.id}`)).status);
      expectProblem(await guest().delete(`${url}/comments/${byOther.id}`), 401);
      expect(await commentsCount(card.id)).toBe(3);

      // A comment id under another check-in is not found there.
      const elsewhere = await createCheckIn(owner.client);
      expectProblem(await owner.client.delete(`/api/check-ins/${elsewhere.id}/comments/${byOther.id}`), 404);

      const byAuthor = await other.client.delete(`${url}/comments/${byOther.id}`);
      expect(byAuthor.status).toBe(204);
      expect((await owner.client.delete(`${url}/comments/${second.id}`)).status).toBe(204);
      expectProblem(await owner.client.delete(`${url}/comments/${second.id}`), 404);
      expect(((await guest().get(`${url}/comments`)).body as Comment[]).map((c) => c.id)).toEqual([
        byOwner.id,
      ]);
      expect(await commentsCount(card.id)).toBe(1);
      expect(await checkInRow(system.databaseUrl, card.id)).toMatchObject({ comments_count: 1 });
    });

    it('removes the comments with their check-in', async () => {
      const { owner, other, card, url } = await scene();
      await other.client.post(`${url}/comments`, { content: 'soon gone' });
      expect((await owner.client.delete(url)).status).toBe(204);
      expectProblem(await guest().get(`${url}/comments`), 404);
      expectProblem(await other.client.post(`${url}/comments`, { content: 'too late' }), 404);
      const rows = await sql(system.databaseUrl, 'SELECT 1 FROM checkins.comments WHERE check_in_id = $1', [
        card.id,
      ]);
      expect(rows).toEqual([]);
    });

    it('limits how fast one user comments (429 with Retry-After)', async () => {
      const { other, url } = await scene();
      let limited: ApiResponse | undefined;
      for (let index = 0; index < 100 && !limited; index += 1) {
        const response = await other.client.post(`${url}/comments`, { content: `flood ${index}` });
        if (response.status === 429) limited = response;
        else expect(response.status).toBe(201);
      }
      if (!limited) throw new Error('never rate limited');
      expectProblem(limited, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }, 60_000);
  });

  describe('reports', () => {
    it("reports someone else's check-in once; reporting again changes nothing", async () => {
      const { other, card, url } = await scene();
      const response = await other.client.post(`${url}/report`, { reason: 'This is spam' });
      expect([200, 201]).toContain(response.status);
      expect(response.body).toEqual({ ok: true });
      const again = await other.client.post(`${url}/report`, { reason: 'Still spam, really' });
      expect([200, 201]).toContain(again.status);
      const rows = await sql<{ reporter_id: number; reason: string; status: string }>(
        system.databaseUrl,
        'SELECT reporter_id, reason, status FROM checkins.reports WHERE check_in_id = $1',
        [card.id],
      );
      expect(rows).toEqual([{ reporter_id: other.self.id, reason: 'This is spam', status: 'open' }]);
    });

    it('refuses reporting your own check-in, invalid reasons, guests and missing check-ins', async () => {
      const { owner, other, url } = await scene();
      const before = await checkinsCounts(system.databaseUrl);
      expectProblem(await owner.client.post(`${url}/report`, { reason: 'I report myself' }), 403);
      for (const body of [
        {},
        { reason: '' },
        { reason: 'no' },
        { reason: 'x'.repeat(501) },
        { reason: 7 },
        { reason: 'spam', extra: 1 },
      ]) {
        const response = await other.client.post(`${url}/report`, body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
      }
      expectProblem(await guest().post(`${url}/report`, { reason: 'guest report' }), 401);
      expectProblem(
        await other.client.post(`/api/check-ins/${2 ** 31 - 1}/report`, { reason: 'missing one' }),
        404,
      );
      expectProblem(await other.client.post('/api/check-ins/abc/report', { reason: 'garbage id' }), 400);
      expect(await checkinsCounts(system.databaseUrl)).toEqual(before);
    });

    it('limits how fast one user reports (429 with Retry-After)', async () => {
      const { other, url } = await scene();
      let limited: ApiResponse | undefined;
      for (let index = 0; index < 40 && !limited; index += 1) {
        const response = await other.client.post(`${url}/report`, { reason: `reason number ${index}` });
        if (response.status === 429) limited = response;
        else expect([200, 201]).toContain(response.status);
      }
      if (!limited) throw new Error('never rate limited');
      expectProblem(limited, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
