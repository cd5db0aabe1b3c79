/** English strings of the live chat settings section (issue 15). Spread into en.ts. */
export const settingsLiveChatEn = {
  'settings.liveChat': 'Live chat',
  'settings.liveChatIntro':
    'Support’s hours, shown on the member’s chat page while nobody is on duty, and the live models the app lists.',
  'settings.liveChatFrom': 'Support from',
  'settings.liveChatTo': 'Support until',
  'settings.liveChatZone': 'Time zone',
  'settings.liveChatZoneHint': 'Shown as written beside the hours, for example GMT+7.',
  'settings.liveChatModels': 'Live models (JSON)',
  'settings.liveChatModelsHint':
    'A list of { "id", "name", "url" }; [] lists none. The server checks each entry.',
  'settings.liveChatTimeInvalid': 'Enter both times as HH:MM, for example 09:00.',
  'settings.liveChatZoneMissing': 'Enter the time zone shown beside the hours.',
  'settings.liveChatModelsInvalid': 'The live models must be a JSON list, for example [].',
} as const;
