import { Injectable } from '@nestjs/common';
import { popularCoffees } from './engine/coffee-profiles';
import type { CoffeeProfile } from './engine/types';
import { ModelRepository } from './model.repository';

/** How often a process checks whether the worker has rebuilt the model. */
const CHECK_EVERY_MS = 10_000;

export interface LoadedModel {
  /** When the worker built it (null before the first build): an answer cached from it names it. */
  builtAt: Date | null;
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
  private loaded: LoadedModel | undefined;
  private checkedAt = 0;
  private pending: Promise<LoadedModel> | undefined;

  constructor(private readonly model: ModelRepository) {}

  current(): Promise<LoadedModel> {
    if (this.loaded && Date.now() - this.checkedAt < CHECK_EVERY_MS) return Promise.resolve(this.loaded);
    this.pending ??= this.refresh().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async refresh(): Promise<LoadedModel> {
    const info = await this.model.info();
    this.checkedAt = Date.now();
    const builtAt = info?.builtAt ?? null;
    if (this.loaded && this.loaded.builtAt?.getTime() === builtAt?.getTime()) return this.loaded;
    const profiles = await this.model.profiles();
    this.loaded = {
      builtAt,
      profiles: new Map(profiles.map((profile) => [profile.key, profile])),
      popular: popularCoffees(profiles),
    };
    return this.loaded;
  }
}
