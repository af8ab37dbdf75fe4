// Managing operators (issue 25 point 7): the one code behind the command line (`npm run operator`) and the
// console's operator screen (role `lead`). Every change is audited with before and after in its own transaction;
// a disabled operator's sessions end in the same transaction; nobody removes their own lead role or disables
// themselves, and at least one enabled lead remains.
import { randomBytes } from 'node:crypto';
import type { OperatorAccount, OperatorRole } from '@shop/contracts/operator';
import type { Db } from '../../db/database.ts';
import { recordAudit } from './audit.ts';
import {
  listOperators,
  lockOperators,
  type OperatorListRow,
  setOperatorDisabled,
  setOperatorRoles,
} from './operators.repository.ts';
import {
  type CreateOperatorResult,
  createOperator,
  type NewOperator,
  normaliseOperatorEmail,
} from './operators.service.ts';

/** Who made a change: an operator in the console, or the command line (which names nobody). */
export type OperatorChangeActor = { operatorId: number } | { commandLine: true };

function auditedBy(actor: OperatorChangeActor, subjectId: number): { operatorId: number; reason: string | null } {
  return 'operatorId' in actor
    ? { operatorId: actor.operatorId, reason: null }
    : // The command line names no operator, so the entry is in the subject's own name.
      { operatorId: subjectId, reason: 'command line' };
}

/** Creates an operator and its audit entry `operator.create` in one transaction; the TOTP secret is returned once. */
export async function createOperatorAudited(
  db: Db,
  paymentDataKey: string,
  input: NewOperator,
  actor: OperatorChangeActor,
): Promise<CreateOperatorResult> {
  return db.transaction().execute(async (trx) => {
    const created = await createOperator(trx, paymentDataKey, input);
    if (!created.ok) return created;
    const by = auditedBy(actor, created.id);
    await recordAudit(trx, {
      operatorId: by.operatorId,
      action: 'operator.create',
      subjectType: 'operator',
      subjectId: String(created.id),
      before: null,
      after: {
        email: normaliseOperatorEmail(input.email),
        displayName: input.displayName.trim(),
        roles: [...new Set(input.roles)],
        language: input.language,
      },
      reason: by.reason,
      at: input.at,
    });
    return created;
  });
}

/** A first password for an operator created in the console, shown once to the lead (24 characters, base64url). */
export function newOperatorPassword(): string {
  return randomBytes(18).toString('base64url');
}

export function operatorAccountOf(row: OperatorListRow): OperatorAccount {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    roles: row.roles,
    language: row.language,
    disabledAt: row.disabledAt === null ? null : row.disabledAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt).toISOString(),
  };
}

export async function operatorAccounts(db: Db): Promise<OperatorAccount[]> {
  return (await listOperators(db)).map(operatorAccountOf);
}

export type OperatorChange = { roles: OperatorRole[] } | { disabled: boolean };

export type OperatorChangeResult =
  | { ok: true; operator: OperatorAccount; changed: boolean }
  | { ok: false; code: 'not_found' | 'own_lead_role' | 'own_account' | 'last_lead' };

/**
 * Changes an operator's roles, or disables/enables them, under the lock of every operator row (so two leads cannot
 * each remove the other's lead role at once). Refused: the actor's own lead role (`own_lead_role`), disabling
 * oneself (`own_account`), and any change that leaves no enabled lead (`last_lead`). Nothing changes on a refusal.
 */
export async function changeOperator(
  db: Db,
  input: { targetId: number; change: OperatorChange; actor: OperatorChangeActor; at: Date },
): Promise<OperatorChangeResult> {
  const outcome = await db.transaction().execute(async (trx) => {
    const operators = await lockOperators(trx);
    const target = operators.find((operator) => operator.id === input.targetId);
    if (target === undefined) return { ok: false as const, code: 'not_found' as const };
    const self = 'operatorId' in input.actor && input.actor.operatorId === target.id;
    const after = {
      roles: 'roles' in input.change ? [...new Set(input.change.roles)] : target.roles,
      disabledAt:
        'disabled' in input.change
          ? input.change.disabled
            ? (target.disabledAt ?? input.at)
            : null
          : target.disabledAt,
    };
    if (self && target.roles.includes('lead') && !after.roles.includes('lead')) {
      return { ok: false as const, code: 'own_lead_role' as const };
    }
    if (self && after.disabledAt !== null) return { ok: false as const, code: 'own_account' as const };
    const leadsLeft = operators.filter((operator) => {
      const state = operator.id === target.id ? after : operator;
      return state.disabledAt === null && state.roles.includes('lead');
    }).length;
    const hadLead = operators.some((operator) => operator.disabledAt === null && operator.roles.includes('lead'));
    if (hadLead && leadsLeft === 0) return { ok: false as const, code: 'last_lead' as const };

    const by = auditedBy(input.actor, target.id);
    const audit = (action: string, before: unknown, afterSnapshot: unknown) =>
      recordAudit(trx, {
        operatorId: by.operatorId,
        action,
        subjectType: 'operator',
        subjectId: String(target.id),
        before,
        after: afterSnapshot,
        reason: by.reason,
        at: input.at,
      });
    let changed = false;
    if ('roles' in input.change) {
      const same =
        after.roles.length === target.roles.length && after.roles.every((role) => target.roles.includes(role));
      if (!same) {
        await setOperatorRoles(trx, target.id, after.roles);
        await audit('operator.roles', { roles: target.roles }, { roles: after.roles });
        changed = true;
      }
    } else if ((target.disabledAt === null) !== (after.disabledAt === null)) {
      await setOperatorDisabled(trx, target.id, after.disabledAt);
      await audit(
        after.disabledAt === null ? 'operator.enable' : 'operator.disable',
        { email: target.email, disabledAt: target.disabledAt?.toISOString() ?? null },
        {
          email: target.email,
          disabledAt: after.disabledAt?.toISOString() ?? null,
          ...(after.disabledAt === null ? {} : { sessionsEnded: true }),
        },
      );
      changed = true;
    }
    return { ok: true as const, changed };
  });
  if (!outcome.ok) return outcome;
  const operator = (await operatorAccounts(db)).find((account) => account.id === input.targetId);
  if (operator === undefined) return { ok: false, code: 'not_found' };
  return { ok: true, operator, changed: outcome.changed };
}
