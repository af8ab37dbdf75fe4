// Refunds as the operator API shows them: with the operator who asked for each.
import type { Db } from '../../db/database.ts';
import { type RefundRow, type RefundView, toRefundView } from './refunds.service.ts';

export type RefundWithOperator = Omit<RefundView, 'operatorId'> & {
  operator: { id: number; email: string; displayName: string };
};

export async function withOperators(db: Db, refunds: readonly RefundView[]): Promise<RefundWithOperator[]> {
  const ids = [...new Set(refunds.map((refund) => refund.operatorId))];
  const operators =
    ids.length === 0
      ? []
      : await db.selectFrom('operators').select(['id', 'email', 'display_name']).where('id', 'in', ids).execute();
  const byId = new Map(operators.map((operator) => [operator.id, operator]));
  return refunds.map(({ operatorId, ...refund }) => {
    const operator = byId.get(operatorId);
    return {
      ...refund,
      operator: { id: operatorId, email: operator?.email ?? '', displayName: operator?.display_name ?? '' },
    };
  });
}

/** The refunds of a purchase for the purchase page, newest first. */
export async function refundsOfPurchaseView(db: Db, purchaseId: number): Promise<RefundWithOperator[]> {
  const rows: RefundRow[] = await db
    .selectFrom('purchase_refunds')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return withOperators(db, rows.map(toRefundView));
}
