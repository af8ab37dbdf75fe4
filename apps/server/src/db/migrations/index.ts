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
};
