import { Module } from '@nestjs/common';
import { AccessTokensController } from './access-tokens.controller';

@Module({ controllers: [AccessTokensController] })
export class AccessTokensModule {}
