import { Controller, Get, Ip, Query } from '@nestjs/common';
import {
  nearestPlaceQuery,
  type NearestPlace,
  type NearestPlaceQuery,
} from '@crema/contracts/checkins/places';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Authenticated } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
import { PlacesService } from './places.service';

/** "Use my location" of the check-in form names the place (ADR 0020). */
@Controller('api/places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Authenticated()
  @Get('nearest')
  nearest(
    @Ip() ip: string,
    @CurrentSession() session: Session,
    @Query(new ZodValidationPipe(nearestPlaceQuery)) query: NearestPlaceQuery,
  ): Promise<NearestPlace> {
    return this.places.nearest(ip, session.actor, query);
  }
}
