// The answer to a request for one hosted card field (the sandbox's own /hosted/field and the Adyen dialect's secured
// field): the field's page for a shop origin, framed only by that origin; a plain 400 for any other.
import type { FastifyReply } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { isAllowedOrigin } from '../../lib/cors.ts';
import { shopperLanguageOf } from '../../lib/shopper-language.ts';
import { type HostedFieldType, hostedFieldSecurityPolicy, renderHostedField } from './hosted-field.html.ts';

export interface HostedFieldRequest {
  type: HostedFieldType;
  parentOrigin: string | undefined;
  session: string;
  locale?: string | undefined;
  /** The Adyen dialect's secured fields: the public key the field encrypts its value with, asked for once allowed. */
  encryptionKey?: () => string;
}

export function replyHostedField(reply: FastifyReply, deps: SandboxDeps, field: HostedFieldRequest) {
  const { type, parentOrigin, session, locale, encryptionKey } = field;
  if (!isAllowedOrigin(parentOrigin, deps.config.publicUrl, deps.config.shopOrigins)) {
    return reply.status(400).type('text/plain; charset=utf-8').send('parentOrigin is missing or not allowed');
  }
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', hostedFieldSecurityPolicy(parentOrigin))
    .header('referrer-policy', 'no-referrer')
    .send(renderHostedField(type, parentOrigin, session, shopperLanguageOf(locale), encryptionKey?.()));
}
