import { endpoints } from '@app/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createFieldVitalRepository } from '../../repositories/field-vital-repository';
import { createFieldVitalsService } from '../../services/field-vitals-service';
import type { Core } from '../core';
import { vitalsRoutes } from './vitals-routes';

/** A report is a few metrics: 4 KiB is plenty. */
const REPORT_LIMIT_BYTES = 4 * 1024;

/** Field data (issue 19, item 7; decision 0044): the web app's reports, the console's p75. */
export function createVitalsServices(db: AppDatabase, core: Core) {
  return {
    vitals: createFieldVitalsService({ repo: createFieldVitalRepository(db), clock: core.clock }),
  };
}
export type VitalsServices = ReturnType<typeof createVitalsServices>;

/**
 * `navigator.sendBeacon(url, string)` sends `text/plain;charset=UTF-8` (a JSON type would not be
 * CORS-safelisted, and Chromium refuses such a Blob in a beacon). The app refuses text/plain
 * everywhere (415); the report row alone reads it as JSON. The parser sees the route before the
 * body: any other route keeps its 415.
 */
function registerBeaconBodyParser(app: FastifyInstance): void {
  const reportPath = endpoints.fieldVitalsReport.path;
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REPORT_LIMIT_BYTES },
    (request, body, done) => {
      if (request.routeOptions.url !== reportPath) {
        const error = Object.assign(new Error('Unsupported Media Type'), {
          statusCode: 415,
          code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        });
        done(error, undefined);
        return;
      }
      try {
        done(null, JSON.parse(body as string) as unknown);
      } catch {
        const error = Object.assign(new Error('Body is not valid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        });
        done(error, undefined);
      }
    },
  );
}

export function registerVitalsArea(
  app: FastifyInstance,
  endpoints_: EndpointRegistrar,
  services: VitalsServices,
): void {
  registerBeaconBodyParser(app);
  endpoints_.add(vitalsRoutes(services.vitals));
}
