import { get, named, send } from './routes';

const wps = '/wps';

/**
 * Member files (issue 14): avatars, identity documents and feedback images. The spec posts the
 * icon as a form; files need a body of their own, so these paths are ours. An upload is the raw
 * bytes of one png or jpg; the answer names the file, and forms (avatar, KYC, feedback) refer to
 * it by id. Files are read back only through `memberFile`, by their owner (the console has its
 * own row for operators).
 */
export const uploadRoutes = named({
  memberFileUpload: send('POST', `${wps}/member/files`, 'realMoney', 'binary'),
  memberFile: get(`${wps}/member/files/:fileId`, 'member'),
});
