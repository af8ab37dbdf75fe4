// Where each /extern/{target} leads on the host platform (SPEC §2 External targets).
import { type ExternTarget, platformPages } from '../../config/platform-pages';
import { destinationOr } from '../../lib/essential-record';

export function externDestination(target: ExternTarget): string {
  switch (target) {
    case 'games':
      return platformPages.games;
    case 'home':
      return destinationOr('main', platformPages.home);
    case 'user-settings':
      return platformPages.userSettings;
    case 'shop-settings':
    case 'vpn-blocked':
      return platformPages.shopSettings;
    // Without the query and the player (see purchase-success-destination for the whole rule).
    case 'purchase-success':
      return destinationOr('depositSuccess', platformPages.games);
    case 'payout-success':
      return destinationOr('payoutSuccess', platformPages.games);
  }
}
