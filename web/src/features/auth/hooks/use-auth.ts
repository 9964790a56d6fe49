import type { LoginBody, RegisterBody } from '@crema/contracts/identity/rest';
import type { SelfUser } from '@crema/contracts/identity/user';
import { createContext, useContext } from 'react';

export interface AuthContextValue {
  /** The signed-in user; null when signed out or while the session is loading. */
  user: SelfUser | null;
  /** True until the first answer of GET /api/user. */
  isLoading: boolean;
  /** Set when the session could not be loaded for a reason other than being signed out. */
  loadError: Error | null;
  reload: () => void;
  /** True while a login, registration or logout is in flight (SPEC §4). */
  isAuthenticating: boolean;
  /** Each resolves with the outcome or rejects with the error, after its toast (SPEC §8). */
  login: (body: LoginBody) => Promise<SelfUser>;
  register: (body: RegisterBody) => Promise<SelfUser>;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
