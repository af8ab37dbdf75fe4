// The ordered list of migrations, imported statically so tsx, vitest and bundlers all see the same set.
import type { Migration } from 'kysely';
import * as initial from './20261121210000_initial.ts';
import * as depositFlow from './20261122100000_deposit_flow.ts';
import * as limitIncrease from './20261122120000_limit_increase.ts';
import * as payoutFlow from './20261123100000_payout_flow.ts';
import * as saverPackage from './20261124100000_saver_package.ts';
import * as supportRequests from './20261124140000_support_requests.ts';
import * as expressPayment from './20261124150000_express_payment.ts';
import * as depositLimits from './20261124160000_deposit_limits.ts';
import * as operatorConfiguration from './20261124170000_operator_configuration.ts';
import * as instrumentPublicId from './20261124180000_instrument_public_id.ts';
import * as sessionTokensAndLoginFailures from './20261124181000_session_tokens_and_login_failures.ts';
import * as gusdPackages from './20261124182000_gusd_packages.ts';
import * as usBankPayout from './20261124200000_us_bank_payout.ts';
import * as operators from './20261124210000_operators.ts';
import * as backOfficeRead from './20261124211000_back_office_read.ts';
import * as payoutReview from './20261124212000_payout_review.ts';
import * as refunds from './20261124213000_refunds.ts';
import * as operatorNotesAuthor from './20261124220000_operator_notes_author.ts';
import * as bookingRefunds from './20261125040000_booking_refunds.ts';
import * as countedDepositsIndex from './20261128200000_counted_deposits_index.ts';
import * as ledgerBalanceCheck from './20261128201000_ledger_balance_check.ts';
import * as bookingRefundsCreatedAtIndex from './20261129130000_booking_refunds_created_at_index.ts';
import * as mailOutboxSealedParams from './20261129130100_mail_outbox_sealed_params.ts';
import * as authThrottle from './20261129140000_auth_throttle.ts';
import * as payoutRejectReasonCode from './20261129140100_payout_reject_reason_code.ts';
import * as pspColumns from './20261130100000_psp_columns.ts';
import * as disputes from './20261130120000_disputes.ts';
import * as opsListIndexes from './20261130130000_ops_list_indexes.ts';
import * as moneyApprovals from './20261130140000_money_approvals.ts';
import * as opsDashboardAlerts from './20261130150000_ops_dashboard_alerts.ts';
import * as ledgerAccountBalances from './20261130170000_ledger_account_balances.ts';
import * as disputeBookings from './20261203100000_dispute_bookings.ts';
import * as opsRequests from './20261204100000_ops_requests.ts';
import * as operatorSecurity from './20261205100000_operator_security.ts';

export const migrations: Record<string, Migration> = {
  '20261121210000_initial': initial,
  '20261122100000_deposit_flow': depositFlow,
  '20261122120000_limit_increase': limitIncrease,
  '20261123100000_payout_flow': payoutFlow,
  '20261124100000_saver_package': saverPackage,
  '20261124140000_support_requests': supportRequests,
  '20261124150000_express_payment': expressPayment,
  '20261124160000_deposit_limits': depositLimits,
  '20261124170000_operator_configuration': operatorConfiguration,
  '20261124180000_instrument_public_id': instrumentPublicId,
  '20261124181000_session_tokens_and_login_failures': sessionTokensAndLoginFailures,
  '20261124182000_gusd_packages': gusdPackages,
  '20261124200000_us_bank_payout': usBankPayout,
  '20261124210000_operators': operators,
  '20261124211000_back_office_read': backOfficeRead,
  '20261124212000_payout_review': payoutReview,
  '20261124213000_refunds': refunds,
  '20261124220000_operator_notes_author': operatorNotesAuthor,
  '20261125040000_booking_refunds': bookingRefunds,
  '20261128200000_counted_deposits_index': countedDepositsIndex,
  '20261128201000_ledger_balance_check': ledgerBalanceCheck,
  '20261129130000_booking_refunds_created_at_index': bookingRefundsCreatedAtIndex,
  '20261129130100_mail_outbox_sealed_params': mailOutboxSealedParams,
  '20261129140000_auth_throttle': authThrottle,
  '20261129140100_payout_reject_reason_code': payoutRejectReasonCode,
  '20261130100000_psp_columns': pspColumns,
  '20261130120000_disputes': disputes,
  '20261130130000_ops_list_indexes': opsListIndexes,
  '20261130140000_money_approvals': moneyApprovals,
  '20261130170000_ledger_account_balances': ledgerAccountBalances,
  '20261130150000_ops_dashboard_alerts': opsDashboardAlerts,
  '20261203100000_dispute_bookings': disputeBookings,
  '20261204100000_ops_requests': opsRequests,
  '20261205100000_operator_security': operatorSecurity,
};
