import { Module } from '@nestjs/common';
import { GraphqlController } from './graphql.controller';
import { GraphqlServer } from './graphql.server';

@Module({ controllers: [GraphqlController], providers: [GraphqlServer] })
export class GraphqlModule {}
