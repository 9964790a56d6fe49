import { Module } from '@nestjs/common';
import { EmailUnsubscribeController } from './email-unsubscribe.controller';

@Module({ controllers: [EmailUnsubscribeController] })
export class EmailModule {}
