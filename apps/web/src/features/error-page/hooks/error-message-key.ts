// The error page's message keys, apart from the hooks that use them so they import it without a cycle.
import type en from '../../../locales/en.json';

export type ErrorMessageKey = `errors.messages.${keyof (typeof en)['errors']['messages']}`;
