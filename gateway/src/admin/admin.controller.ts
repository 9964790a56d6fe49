import { Controller, Get } from '@nestjs/common';
import type { SelfUser } from '@crema/contracts/identity/user';
import { Authenticated } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
import { AdminService } from './admin.service';

@Controller('api/admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  /** Open to any signed-in user: identity answers 403 unless it is the designated account. */
  @Authenticated()
  @Get('init')
  init(@CurrentSession() session: Session): Promise<SelfUser> {
    return this.admin.init(session);
  }
}
