import { Module } from '@nestjs/common';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

@Module({ controllers: [PasswordResetController], providers: [PasswordResetService] })
export class PasswordResetModule {}
