import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../sessions/access.decorators';
import { API_ROUTES } from './api-routes';
import { buildOpenApiDocument } from './openapi.document';

const document = buildOpenApiDocument(API_ROUTES, '1.0.0');

@Controller('api')
export class OpenApiController {
  @Public()
  @Get('openapi.json')
  @Header('cache-control', 'no-cache')
  openApi(): Record<string, unknown> {
    return document;
  }
}
