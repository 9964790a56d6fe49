import { Module } from '@nestjs/common';
import { CheckInPhotosController } from './check-in-photos.controller';

/** Check-in photos behind an authorization check; the rest of /media/ is static (web/static-routes). */
@Module({ controllers: [CheckInPhotosController] })
export class MediaModule {}
