import { endpoints } from './endpoint';
import { supportMessageSchema, supportResultSchema } from './support';

/**
 * The support feature's endpoint (SPEC.md section 7, "Support"): open to anyone, rate-limited; a
 * member's message is kept as theirs, for their export and their deletion.
 */
export const supportApi = endpoints('support', {
  send: {
    method: 'POST',
    path: '/api/support',
    body: supportMessageSchema,
    answer: supportResultSchema,
    auth: 'optional',
  },
});
