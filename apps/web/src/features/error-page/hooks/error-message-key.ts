// The error page's message keys, apart from the hooks that use them so they import it without a cycle.
import type { Texts } from '../../../lib/texts';

export type ErrorMessageKey = `errors.messages.${keyof Texts['errors']['messages']}`;
