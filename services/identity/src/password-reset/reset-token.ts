import { linkWithToken } from '../mail/link-token';

export function resetLink(appUrl: string, token: string): string {
  return linkWithToken(appUrl, '/reset-password', token);
}
