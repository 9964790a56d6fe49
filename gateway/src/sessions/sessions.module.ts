import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { GatewayEnv } from '@crema/config';
import { AccessTokenAuthenticator } from '../access-tokens/access-token.authenticator';
import { GATEWAY_ENV } from '../core/tokens';
import { RecentSessions } from './recent-sessions';
import { SessionCookie } from './session-cookie';
import { SessionEndListener } from './session-end-listener';
import { SessionGuard } from './session.guard';
import { SessionStore } from './session.store';

/** Enough for every person active in the last few seconds on one gateway; ~0.5 KB each. */
const RECENT_SESSIONS_MAX = 20_000;

@Global()
@Module({
  providers: [
    {
      provide: RecentSessions,
      useFactory: (env: GatewayEnv) => new RecentSessions(env.SESSION_RECHECK_MS, RECENT_SESSIONS_MAX),
      inject: [GATEWAY_ENV],
    },
    SessionEndListener,
    SessionStore,
    SessionCookie,
    AccessTokenAuthenticator,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionStore, SessionCookie, AccessTokenAuthenticator],
})
export class SessionsModule {}
