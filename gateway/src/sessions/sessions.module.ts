import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessTokenAuthenticator } from '../access-tokens/access-token.authenticator';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';
import { SessionStore } from './session.store';

@Global()
@Module({
  providers: [
    SessionStore,
    SessionCookie,
    AccessTokenAuthenticator,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionStore, SessionCookie, AccessTokenAuthenticator],
})
export class SessionsModule {}
