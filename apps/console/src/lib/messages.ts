// Every text of the console in English and German (issue 12 names these two), in the shop's one translation format
// (docs/conventions.md, "Texts"): i18next JSON v4 files src/locales/<en|de>/<part>.json with flat keys
// (`'player.heading'`), `{{placeholders}}`, a counted text as `key_one` / `key_other`. The parts only keep the
// files short; every key is unique across them. The parity test (src/locales/locales.test.ts) checks German.
import type { TextKey } from '@shop/domain/locales';
import deApp from '../locales/de/app.json';
import deDisputes from '../locales/de/disputes.json';
import deLists from '../locales/de/lists.json';
import deMoney from '../locales/de/money.json';
import dePayouts from '../locales/de/payouts.json';
import dePlayer from '../locales/de/player.json';
import dePurchase from '../locales/de/purchase.json';
import enApp from '../locales/en/app.json';
import enDisputes from '../locales/en/disputes.json';
import enLists from '../locales/en/lists.json';
import enMoney from '../locales/en/money.json';
import enPayouts from '../locales/en/payouts.json';
import enPlayer from '../locales/en/player.json';
import enPurchase from '../locales/en/purchase.json';

export const en = { ...enApp, ...enDisputes, ...enLists, ...enMoney, ...enPayouts, ...enPlayer, ...enPurchase };

/** A key of the console's texts (typed from the English files: a key that does not exist fails the typecheck). */
export type MessageKey = TextKey<typeof en>;

export const de: Readonly<Record<keyof typeof en, string>> = {
  ...deApp,
  ...deDisputes,
  ...deLists,
  ...deMoney,
  ...dePayouts,
  ...dePlayer,
  ...dePurchase,
};
