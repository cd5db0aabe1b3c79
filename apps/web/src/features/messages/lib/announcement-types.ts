/**
 * The announcements the message centre's row opens: every kind a member is shown in a list
 * (player notices, popups, promotions, hot; agent notices, which the server gives agents only).
 * The same set CSP_unreadCount counts (the announcement service's unread count over all types
 * without banners), so reading them all clears the row's badge.
 */
export const memberAnnouncementTypes = 'PL,PU,PR,H,A';
