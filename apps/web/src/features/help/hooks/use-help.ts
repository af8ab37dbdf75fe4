// The help FAQ's questions and answers as texts (SPEC §1 help area, §9): deposit times, bonus rules, the saver
// package, payout times and costs, the inactivity fee; money in the player's currency and locale. The route is
// outside the shop's initial load (error pages link here), so it reads the user itself and the shop from cache.
import { SUBSCRIPTION_BONUS_PERCENT, SUBSCRIPTION_MIN_TERM_MONTHS } from '@shop/domain/constants';
import { normalizeLanguage } from '@shop/domain/language';
import { formatMoney } from '@shop/domain/money';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLoadedShop } from '../../../lib/session/shop';
import { userDataQueryOptions } from '../../../lib/session/user-data';
import { type HelpFacts, type HelpTopic, helpFactsFor } from '../help-topics';

export type HelpEntry = {
  topic: HelpTopic;
  question: string;
  paragraphs: readonly string[];
  /** A list after the paragraphs (deposit times per method). */
  items: readonly string[];
};

export type HelpView = { status: 'loading' } | { status: 'ready'; entries: readonly HelpEntry[] };

type Translate = TFunction;

function entryFor(topic: HelpTopic, facts: HelpFacts, t: Translate, language: string): HelpEntry {
  const money = (minor: number) => formatMoney(minor, facts.currency, facts.locale);
  const entry = (question: string, paragraphs: string[], items: string[] = []): HelpEntry => ({
    topic,
    question,
    paragraphs,
    items,
  });
  switch (topic) {
    case 'depositTimes':
      return entry(
        t(facts.virtual ? 'help.topics.depositTimes.questionVirtual' : 'help.topics.depositTimes.question'),
        [],
        [
          t('help.topics.depositTimes.instant'),
          t('help.topics.depositTimes.directDebit'),
          t(facts.virtual ? 'help.topics.depositTimes.bankTransferVirtual' : 'help.topics.depositTimes.bankTransfer'),
        ],
      );
    case 'bonus':
      return entry(t('help.topics.bonus.question'), [t('help.topics.bonus.rules'), t('help.topics.bonus.expiry')]);
    case 'saverPackage': {
      const percent = SUBSCRIPTION_BONUS_PERCENT;
      const amounts = new Intl.ListFormat(language, { type: 'disjunction' }).format(
        facts.saverDepositsMinor.map(money),
      );
      const paragraphs = [
        facts.saverDepositsMinor.length > 0
          ? t('help.topics.saverPackage.amounts', { amounts, percent })
          : t('help.topics.saverPackage.amountsGeneric', { percent }),
        t('help.topics.saverPackage.term', { months: SUBSCRIPTION_MIN_TERM_MONTHS }),
        t('help.topics.saverPackage.cancel'),
      ];
      if (facts.practice) paragraphs.push(t('help.topics.saverPackage.moneyPlayersOnly'));
      return entry(t('help.topics.saverPackage.question'), paragraphs);
    }
    case 'payoutTimes':
      return entry(t('help.topics.payoutTimes.question'), [t('help.topics.payoutTimes.answer')]);
    case 'payoutCosts': {
      // The payout flow's rule (SPEC §5): the amount must be more than the fee; no minimum beyond that.
      const fee = money(facts.payoutFeeMinor ?? 0);
      return entry(t('help.topics.payoutCosts.question'), [
        t('help.topics.payoutCosts.fee', { fee }),
        t('help.topics.payoutCosts.rule', { fee }),
      ]);
    }
    case 'inactivityFee':
      return entry(t('help.topics.inactivityFee.question'), [
        t('help.topics.inactivityFee.answer', { fee: money(facts.inactivityFeeMinor ?? 0) }),
      ]);
    case 'diamonds':
      return entry(t('help.topics.diamonds.question'), [t('help.topics.diamonds.answer')]);
    case 'playerTypes':
      return facts.virtual
        ? entry(t('help.topics.playerTypes.questionVirtual'), [t('help.topics.playerTypes.answerVirtual')])
        : entry(t('help.topics.playerTypes.question'), [t('help.topics.playerTypes.answer')]);
  }
}

export function useHelp(): HelpView {
  const { t, i18n } = useTranslation();
  // Not logged in is fine here: the answers then follow the language instead of the player.
  const user = useQuery(userDataQueryOptions());
  const shop = useLoadedShop();
  if (user.isPending) return { status: 'loading' };
  const language = normalizeLanguage(i18n.language) ?? 'en';
  const facts = helpFactsFor({ user: user.data, language, purchasables: shop?.purchasables });
  return { status: 'ready', entries: facts.topics.map((topic) => entryFor(topic, facts, t, language)) };
}
