/**
 * English strings of moving an account to another upline (issue 17, member detail). Spread
 * into en.ts (`...uplineEn`).
 */
export const uplineEn = {
  'member.moveUpline': 'Move to another upline',
  'upline.title': 'Move {username} to another upline',
  'upline.explain':
    'The account and its whole team move under the agent you name. Rebate rates above the new upline’s own are lowered to it, and contracts from the current upline end. Figures already counted stay with the team they were counted in.',
  'upline.current': 'Current upline',
  'upline.none': 'None (top level)',
  'upline.username': 'New upline’s username',
  'upline.usernameHint': 'An agent account, outside this account’s own team.',
  'upline.usernameMissing': 'Enter the new upline’s username.',
  'upline.confirm': 'Move account',
  'upline.done':
    'Moved under {upline}: {moved} accounts, {rates} rebate rates lowered, {contracts} contracts ended.',
  'upline.error.NOT_FOUND': 'No account has this username.',
  'upline.error.SELF': 'An account cannot be its own upline.',
  'upline.error.SAME': 'This agent is already the account’s upline.',
  'upline.error.OWN_TEAM':
    'This agent is in the account’s own team: moving under it would make a loop. Choose an agent outside its team.',
  'upline.error.NOT_AGENT': 'The new upline must be an agent account.',
  'upline.error.TRIAL': 'A trial account cannot have an upline.',
} as const;
