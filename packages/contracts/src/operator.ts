// The back office's operators (issue 12, docs/back-office.md): roles, the signed-in operator, the login, the
// audit trail, and the error answer of every /ops/api/* route. One definition for the server and the console.
import * as z from 'zod/mini';

/** `lead` manages the operators themselves (create, disable/enable, roles) in the console. */
export const OPERATOR_ROLES = ['support', 'finance', 'lead'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const OPERATOR_LANGUAGES = ['en', 'de'] as const;
export const operatorLanguageSchema = z.enum(OPERATOR_LANGUAGES);
export type OperatorLanguage = z.infer<typeof operatorLanguageSchema>;

/** The cookie of an operator's console session; sent only to /ops. */
export const OPERATOR_SESSION_COOKIE = 'shop_ops';

export const operatorPrincipalSchema = z.object({
  id: z.number(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(operatorRoleSchema),
  language: operatorLanguageSchema,
});
export type OperatorPrincipal = z.infer<typeof operatorPrincipalSchema>;

export const OPERATOR_EMAIL_MAX_LENGTH = 254;
export const OPERATOR_PASSWORD_MAX_LENGTH = 200;
/** For new operators (the CLI); the demo operators' published demo password is shorter. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

/** POST /ops/api/login: e-mail, password and the authenticator's current 6-digit code, in one request. */
export const operatorLoginRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(OPERATOR_EMAIL_MAX_LENGTH)),
  password: z.string().check(z.minLength(1), z.maxLength(OPERATOR_PASSWORD_MAX_LENGTH)),
  totp: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

/** 200 of POST /ops/api/login and GET /ops/api/me. */
export const operatorAnswerSchema = z.object({ operator: operatorPrincipalSchema });
export type OperatorAnswer = z.infer<typeof operatorAnswerSchema>;

export const AUDIT_SUBJECT_TYPES = ['player', 'purchase', 'payout', 'subscription', 'operator', 'report'] as const;
export const auditSubjectTypeSchema = z.enum(AUDIT_SUBJECT_TYPES);
export type AuditSubjectType = z.infer<typeof auditSubjectTypeSchema>;

export const AUDIT_PAGE_DEFAULT_LIMIT = 50;
export const AUDIT_PAGE_MAX_LIMIT = 200;

const positiveIdText = z.string().check(z.regex(/^[1-9]\d{0,17}$/));

/** GET /ops/api/audit query: all filters optional; `before` is the `next` of the previous page (keyset paging). */
export const auditQuerySchema = z.object({
  subjectType: z.optional(auditSubjectTypeSchema),
  subjectId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  operatorId: z.optional(z.string().check(z.regex(/^[1-9]\d{0,8}$/))),
  action: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  before: z.optional(positiveIdText),
  limit: z.optional(z.string().check(z.regex(/^[1-9]\d{0,2}$/))),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** An operator as answers name one (who decided, who wrote, who asked). */
export const operatorRefSchema = z.object({ id: z.number(), email: z.string(), displayName: z.string() });

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  operator: operatorRefSchema,
  action: z.string(),
  subjectType: auditSubjectTypeSchema,
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** Newest first; `next` is the `before` of the next (older) page, null on the last page. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next: z.nullable(z.number()) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Every refusal under /ops/api/: a code, optionally a message and per-field problems. */
export const opsErrorSchema = z.object({
  code: z.string(),
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type OpsError = z.infer<typeof opsErrorSchema>;

/**
 * POST /ops/api/session/totp: a fresh authenticator code for the signed-in session. A money action (and operator
 * management) answers 403 `totp_required` once the session's last code is older than OPERATOR_TOTP_FRESH_SECONDS;
 * after this call (200 `{verifiedAt}`) it is repeated. Refusals: 403 `invalid_totp`, 403 `totp_already_used` (a code
 * is accepted once, as at log-in), 429 `too_many_attempts`.
 */
export const freshTotpRequestSchema = z.object({ totp: z.string().check(z.trim(), z.regex(/^\d{6}$/)) });
export type FreshTotpRequest = z.infer<typeof freshTotpRequestSchema>;
export const freshTotpAnswerSchema = z.object({ verifiedAt: z.string() });

/** Operator management in the console (role `lead`): GET/POST /ops/api/operators, …/:id/roles|disable|enable. */
export const operatorAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(operatorRoleSchema),
  language: operatorLanguageSchema,
  disabledAt: z.nullable(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.nullable(z.string()),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

const rolesSchema = z.array(operatorRoleSchema).check(
  z.minLength(1),
  z.maxLength(OPERATOR_ROLES.length),
  z.refine((roles) => new Set(roles).size === roles.length, 'duplicate'),
);

export const operatorCreateRequestSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(OPERATOR_EMAIL_MAX_LENGTH), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  roles: rolesSchema,
  language: operatorLanguageSchema,
});
export type OperatorCreateRequest = z.infer<typeof operatorCreateRequestSchema>;

/** 201 of POST /ops/api/operators: the password and TOTP secret are shown this once and stored only hashed/sealed. */
export const operatorCreatedSchema = z.object({
  operator: operatorAccountSchema,
  password: z.string(),
  totpSecret: z.string(),
  otpauthUri: z.string(),
});
export type OperatorCreated = z.infer<typeof operatorCreatedSchema>;

export const operatorRolesRequestSchema = z.object({ roles: rolesSchema });

/** GET /ops/api/operators, and the answer of a role change, disabling or enabling (one account). */
export const operatorAccountsSchema = z.object({ operators: z.array(operatorAccountSchema) });
export const operatorAccountAnswerSchema = z.object({ operator: operatorAccountSchema });
export type OperatorRolesRequest = z.infer<typeof operatorRolesRequestSchema>;
