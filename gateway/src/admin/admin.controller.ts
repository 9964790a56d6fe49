import { Controller, Get } from '@nestjs/common';
import type { SelfUser } from '@crema/contracts/identity/user';
import { ChangesState } from '../http/changes-state.decorator';
import { SessionOnly } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
import { AdminService } from './admin.service';

@Controller('api/admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  /**
   * Open to any signed-in user: identity promotes the designated account while Crema has no
   * administrator and answers 403 to everyone else. A GET by SPEC §7, so it is guarded against
   * cross-site requests like the unsafe methods. Never by access token: tokens carry no
   * administrator rights, so they cannot make one either.
   */
  @SessionOnly()
  @ChangesState()
  @Get('init')
  init(@CurrentSession() session: Session): Promise<SelfUser> {
    return this.admin.init(session.actor);
  }
}
