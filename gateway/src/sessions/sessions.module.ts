import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';
import { SessionStore } from './session.store';

@Global()
@Module({
  providers: [SessionStore, SessionCookie, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [SessionStore, SessionCookie],
})
export class SessionsModule {}
