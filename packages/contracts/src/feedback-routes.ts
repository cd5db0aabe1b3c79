import { get, named, send } from './routes';

const wps = '/wps';

/**
 * Feedback (issue 14, spec section 5): the member sends a category, a text, a remark and up to
 * three images they uploaded with purpose FEEDBACK, and reads back their own feedback with its
 * status. The spec names no paths; these are ours. Support reads and handles it in the console
 * (ops-routes.ts, the feedback block).
 */
export const feedbackRoutes = named({
  feedbackSubmit: send('POST', `${wps}/member/feedback`, 'realMoney', 'json'),
  feedbackList: get(`${wps}/member/feedback`, 'realMoney'),
});
