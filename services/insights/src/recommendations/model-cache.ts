import { Injectable } from '@nestjs/common';
import { popularCoffees } from './engine/coffee-profiles';
import type { CoffeeProfile } from './engine/types';
import { ModelRepository } from './model.repository';

/** How often a process checks whether the worker has rebuilt the model. */
const CHECK_EVERY_MS = 10_000;

export interface LoadedModel {
  profiles: ReadonlyMap<string, CoffeeProfile>;
  popular: readonly CoffeeProfile[];
}

/**
 * The catalogue side of the model (profiles and the well-rated list) held in memory: it is the
 * same for everyone and changes only when the worker rebuilds it, which this notices within
 * CHECK_EVERY_MS. The neighbours stay in PostgreSQL (each answer needs those of a few coffees).
 */
@Injectable()
export class ModelCache {
  private loaded: { builtAt: number; model: LoadedModel } | undefined;
  private checkedAt = 0;
  private pending: Promise<LoadedModel> | undefined;

  constructor(private readonly model: ModelRepository) {}

  current(): Promise<LoadedModel> {
    if (this.loaded && Date.now() - this.checkedAt < CHECK_EVERY_MS) return Promise.resolve(this.loaded.model);
    this.pending ??= this.refresh().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async refresh(): Promise<LoadedModel> {
    const info = await this.model.info();
    this.checkedAt = Date.now();
    const builtAt = info?.builtAt.getTime() ?? 0;
    if (this.loaded?.builtAt === builtAt) return this.loaded.model;
    const profiles = await this.model.profiles();
    const model = { profiles: new Map(profiles.map((profile) => [profile.key, profile])), popular: popularCoffees(profiles) };
    this.loaded = { builtAt, model };
    return model;
  }
}
