import { AIS_STREAM_PATH, aisStatusSchema } from './ais';
import { endpoints } from './endpoint';
import { HTTP_ERRORS } from './errors';

/** The ship-traffic feature's endpoints: its status, and the stream (aisstream.io's protocol). */
export const aisApi = endpoints('ais', {
  status: {
    method: 'GET',
    path: '/api/ais/status',
    answer: aisStatusSchema,
    auth: 'public',
  },
  stream: {
    method: 'GET',
    path: AIS_STREAM_PATH,
    websocket: true,
    // Opened from another site's page, or past the sockets one address may hold.
    errors: [HTTP_ERRORS.FORBIDDEN_ORIGIN, HTTP_ERRORS.TOO_MANY_CONNECTIONS],
    auth: 'public',
  },
});
