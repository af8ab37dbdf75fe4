// The demo operators of the back office (issue 12): seeded with the demo players only (SEED_DEMO_DATA), with the
// demo password and fixed TOTP secrets printed in the README, so anyone trying the demo can log in to the
// console. Never in production: real operators are created with `npm run operator -- create`.
import type { OperatorRole } from '@shop/contracts/operator';
import { hashPassword, PASSWORD_COST } from '../modules/auth/password.ts';
import { encryptPaymentData } from '../modules/instruments/payment-data-crypto.ts';
import { addOperatorRole, insertOperator } from '../modules/operators/operators.repository.ts';
import type { Db } from './database.ts';
import { DEMO_PASSWORD } from './seed-data.ts';
import { runOnce } from './seed-steps.ts';

export const OPERATOR_DEMO_STEP = 'operators-v1';

export interface DemoOperator {
  email: string;
  displayName: string;
  roles: readonly OperatorRole[];
  /** Base32, 20 bytes; published in the README (demo data only). */
  totpSecret: string;
}

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  {
    email: 'support@ops.example',
    displayName: 'Sam Support',
    roles: ['support'],
    totpSecret: 'SUPPORTDEMOSECRETSUPPORTDEMOSECR',
  },
  {
    email: 'finance@ops.example',
    displayName: 'Fiona Finance',
    roles: ['finance'],
    totpSecret: 'FINANCEDEMOSECRETFINANCEDEMOSECR',
  },
  {
    email: 'lead@ops.example',
    displayName: 'Lee Lead',
    roles: ['support', 'finance', 'lead'],
    totpSecret: 'LEADDEMOSECRETLEADDEMOSECRETLEAD',
  },
];

/** Seeds the demo operators once; their TOTP secrets are encrypted with this installation's PAYMENT_DATA_KEY. */
export async function seedDemoOperatorsStep(
  db: Db,
  paymentDataKey: string,
  now: Date,
  passwordCost = PASSWORD_COST,
): Promise<boolean> {
  const rows = await Promise.all(
    DEMO_OPERATORS.map(async (operator) => ({
      email: operator.email,
      displayName: operator.displayName,
      passwordHash: await hashPassword(DEMO_PASSWORD, passwordCost),
      totpSecretEncrypted: encryptPaymentData(paymentDataKey, operator.totpSecret),
      roles: [...operator.roles],
      language: 'en' as const,
      createdAt: now,
    })),
  );
  return runOnce(db, OPERATOR_DEMO_STEP, async (trx) => {
    // An e-mail an operator was created with by hand keeps that operator.
    for (const row of rows) await insertOperator(trx, row);
  });
}

export const OPERATOR_LEAD_DEMO_STEP = 'operators-lead-v1';

/** Installations seeded before the role `lead` existed: the demo lead gets it (issue 25 point 7). */
export async function seedDemoLeadRoleStep(db: Db): Promise<boolean> {
  return runOnce(db, OPERATOR_LEAD_DEMO_STEP, async (trx) => {
    await addOperatorRole(trx, 'lead@ops.example', 'lead');
  });
}
