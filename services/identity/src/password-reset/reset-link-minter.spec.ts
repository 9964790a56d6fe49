import type { PasswordResetRepository, ResetRecipient } from './password-reset.repository';
import { ResetLinkMinter } from './reset-link-minter';
import { hashLinkToken } from '../mail/link-token';

const reference = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f';

function setUp(recipient: ResetRecipient | null) {
  const requests = { mintToken: jest.fn((_reference: string, _hash: string) => Promise.resolve(recipient)) };
  const minter = new ResetLinkMinter(requests as unknown as PasswordResetRepository, 'https://crema.example');
  return { minter, requests };
}

const tokenOf = (resetUrl: string) => new URL(resetUrl).searchParams.get('token') ?? '';

describe('ResetLinkMinter', () => {
  it('stores only the hash of the token it puts in the link, addressed to the account', async () => {
    const { minter, requests } = setUp({ email: 'ada@example.com', username: 'Ada' });
    const link = await minter.mint(reference);
    expect(link).toMatchObject({ to: 'ada@example.com', username: 'Ada' });
    expect(link?.resetUrl).toMatch(/^https:\/\/crema\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(requests.mintToken).toHaveBeenCalledWith(reference, hashLinkToken(tokenOf(link?.resetUrl ?? '')));
  });

  it('mints a different token every time, so a retry never resends an earlier link', async () => {
    const { minter } = setUp({ email: 'ada@example.com', username: 'Ada' });
    const first = await minter.mint(reference);
    const second = await minter.mint(reference);
    expect(tokenOf(second?.resetUrl ?? '')).not.toBe(tokenOf(first?.resetUrl ?? ''));
  });

  it('answers null for a request that is no longer pending', async () => {
    const { minter } = setUp(null);
    await expect(minter.mint(reference)).resolves.toBeNull();
  });
});
