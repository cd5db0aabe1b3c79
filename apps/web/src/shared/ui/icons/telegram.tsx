import { filled } from './icon-base';

export const TelegramIcon = /* @__PURE__ */ filled(
  <path d="M21.9 4.3l-3.2 15.1c-.2 1-.9 1.3-1.7.8l-4.9-3.6-2.3 2.3c-.3.3-.5.5-1 .5l.3-5 9.1-8.2c.4-.4-.1-.6-.6-.2L6.4 13 1.6 11.5c-1-.3-1.1-1 .2-1.5L20.6 2.8c.9-.3 1.6.2 1.3 1.5z" />,
);
