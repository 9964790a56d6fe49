import { Module } from '@nestjs/common';
import { CoffeePagesController } from './coffee-pages.controller';
import { CoffeePagesService } from './coffee-pages.service';

@Module({ controllers: [CoffeePagesController], providers: [CoffeePagesService] })
export class CoffeePagesModule {}
