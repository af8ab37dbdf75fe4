// The first screen's answers, checked without zod against the contracts' derived schemas (see check.ts).
import type { PaymentNavigationTarget } from '@shop/contracts/navigation';
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { contractCheck, type JsonSchema } from './check';
import schemas from './schemas.json';

export const userDataCheck = contractCheck<UserData>(schemas.user as JsonSchema);
export const paymentNavigationTargetCheck = contractCheck<PaymentNavigationTarget>(schemas.navigation as JsonSchema);
export const shopResponseCheck = contractCheck<ShopResponse>(schemas.shop as JsonSchema);
