import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { FieldVitalsService } from '../../services/field-vitals-service';

/** Field data's rows (field-vitals-routes.ts and the console's opsFieldVitals): HTTP only. */
export function vitalsRoutes(vitals: FieldVitalsService): EndpointHandlers<RowsOfArea<'vitals'>> {
  return {
    fieldVitalsReport: async ({ body, reply }) => {
      reply.header('cache-control', 'no-store');
      return vitals.record(body);
    },
    opsFieldVitals: async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      return vitals.percentiles(query.window);
    },
  };
}
