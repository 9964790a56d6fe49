import { Controller, Get, Ip, Query } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import {
  nearestPlaceQuery,
  type NearestPlace,
  type NearestPlaceQuery,
} from '@crema/contracts/checkins/places';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Authenticated } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';
import { PlacesService } from './places.service';

/** "Use my location" of the check-in form names the place (ADR 0020). */
@Controller('api/places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Authenticated()
  @Get('nearest')
  nearest(
    @Ip() ip: string,
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(nearestPlaceQuery)) query: NearestPlaceQuery,
  ): Promise<NearestPlace> {
    return this.places.nearest(ip, actor, query);
  }
}
