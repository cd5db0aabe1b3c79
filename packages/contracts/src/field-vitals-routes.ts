import { named, send } from './routes';

/**
 * Field data (issue 19, item 7; decision 0044): the web app reports the Core Web Vitals of real
 * page views here. Ours (the spec has no such call). Guest scope: no session is needed or read,
 * and nothing personal travels (a route pattern, the navigation type and the metrics). The body
 * is JSON; as `navigator.sendBeacon` sends a string as `text/plain;charset=UTF-8` (a JSON type
 * would not be CORS-safelisted), the server also parses a text/plain body as JSON on this row
 * only. Zod-free: the web app's lazy reporter imports it.
 */
export const fieldVitalsRoutes = named({
  fieldVitalsReport: send('POST', '/wps/vitals', 'guest', 'json'),
});
