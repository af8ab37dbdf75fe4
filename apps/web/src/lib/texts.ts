// The shape of the shop's texts: every file of src/locales/en/ (the key source) together. t() takes only its keys
// (i18next.d.ts, STYLE habit 8); src/locales/locales.test.ts checks that it names every English file.
import type benefits from '../locales/en/benefits.json';
import type end from '../locales/en/end.json';
import type errors from '../locales/en/errors.json';
import type extern from '../locales/en/extern.json';
import type firstScreen from '../locales/en/first-screen.json';
import type help from '../locales/en/help.json';
import type notAuthorized from '../locales/en/not-authorized.json';
import type payMethods from '../locales/en/pay-methods.json';
import type payoutAccounts from '../locales/en/payout-accounts.json';
import type payoutData from '../locales/en/payout-data.json';
import type payoutIntro from '../locales/en/payout-intro.json';
import type payoutSelect from '../locales/en/payout-select.json';
import type payoutShared from '../locales/en/payout-shared.json';
import type payoutSuccess from '../locales/en/payout-success.json';
import type payoutSummary from '../locales/en/payout-summary.json';
import type personal from '../locales/en/personal.json';
import type processing from '../locales/en/processing.json';
import type provider from '../locales/en/provider.json';
import type providerCard from '../locales/en/provider-card.json';
import type providerElv from '../locales/en/provider-elv.json';
import type providerIdeal from '../locales/en/provider-ideal.json';
import type review from '../locales/en/review.json';
import type subscription from '../locales/en/subscription.json';

/** A section several files share (`pageTitle`, `payout`, …) has the keys of them all. */
export type Texts = typeof firstScreen &
  typeof provider &
  typeof providerCard &
  typeof providerElv &
  typeof providerIdeal &
  typeof personal &
  typeof review &
  typeof payMethods &
  typeof processing &
  typeof end &
  typeof subscription &
  typeof benefits &
  typeof payoutShared &
  typeof payoutIntro &
  typeof payoutSelect &
  typeof payoutData &
  typeof payoutAccounts &
  typeof payoutSummary &
  typeof payoutSuccess &
  typeof errors &
  typeof help &
  typeof extern &
  typeof notAuthorized;
