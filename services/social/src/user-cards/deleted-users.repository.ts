import { Injectable } from '@nestjs/common';
import { UserTombstones } from '@crema/database';
import { SOCIAL_SCHEMA } from '../database/social-schema';

/** The deleted users' tombstones, and the lock that keeps each purge apart from writes about the user. */
@Injectable()
export class DeletedUsersRepository extends UserTombstones {
  constructor() {
    super(SOCIAL_SCHEMA);
  }
}
