import { Controller, Get, Ip, Query } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import {
  coffeeSuggestQuery,
  roasterSuggestQuery,
  type CoffeeSuggestion,
  type CoffeeSuggestQuery,
  type RoasterSuggestion,
  type RoasterSuggestQuery,
} from '@crema/contracts/checkins/suggestions';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Authenticated } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';
import { SuggestionsService } from './suggestions.service';

/** Autocomplete of the check-in form's coffee name and roaster (ADR 0017). */
@Controller('api/suggestions')
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Authenticated()
  @Get('coffees')
  coffees(
    @Ip() ip: string,
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(coffeeSuggestQuery)) query: CoffeeSuggestQuery,
  ): Promise<CoffeeSuggestion[]> {
    return this.suggestions.coffees(ip, actor, query);
  }

  @Authenticated()
  @Get('roasters')
  roasters(
    @Ip() ip: string,
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(roasterSuggestQuery)) query: RoasterSuggestQuery,
  ): Promise<RoasterSuggestion[]> {
    return this.suggestions.roasters(ip, actor, query);
  }
}
