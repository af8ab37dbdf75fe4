// Texts of the demo platform's success pages (conversion and deposit success) in the shop's 8 languages.
import type { Language } from '@shop/domain/language';

const en = {
  conversionTitle: 'Welcome, money player!',
  conversionText: 'Your first deposit was successful. You now play for real money.',
  depositTitle: 'Deposit successful',
  depositText: 'Your deposit was successful and has been credited to your account.',
  depositLabel: 'Deposit',
  bonusLabel: 'Bonus',
  balanceLabel: 'Your balance',
  playNow: 'Play now',
};

export type SuccessTextKey = keyof typeof en;
type Dictionary = Record<SuccessTextKey, string>;

const de: Dictionary = {
  conversionTitle: 'Willkommen, Echtgeldspieler!',
  conversionText: 'Deine erste Einzahlung war erfolgreich. Du spielst jetzt um echtes Geld.',
  depositTitle: 'Einzahlung erfolgreich',
  depositText: 'Deine Einzahlung war erfolgreich und wurde deinem Konto gutgeschrieben.',
  depositLabel: 'Einzahlung',
  bonusLabel: 'Bonus',
  balanceLabel: 'Dein Guthaben',
  playNow: 'Jetzt spielen',
};

const fr: Dictionary = {
  conversionTitle: 'Bienvenue, joueur en argent réel !',
  conversionText: 'Votre premier dépôt a réussi. Vous jouez désormais avec de l’argent réel.',
  depositTitle: 'Dépôt réussi',
  depositText: 'Votre dépôt a réussi et a été crédité sur votre compte.',
  depositLabel: 'Dépôt',
  bonusLabel: 'Bonus',
  balanceLabel: 'Votre solde',
  playNow: 'Jouer maintenant',
};

const da: Dictionary = {
  conversionTitle: 'Velkommen, rigtige penge-spiller!',
  conversionText: 'Din første indbetaling lykkedes. Du spiller nu om rigtige penge.',
  depositTitle: 'Indbetaling gennemført',
  depositText: 'Din indbetaling lykkedes og er krediteret din konto.',
  depositLabel: 'Indbetaling',
  bonusLabel: 'Bonus',
  balanceLabel: 'Din saldo',
  playNow: 'Spil nu',
};

const es: Dictionary = {
  conversionTitle: '¡Bienvenido, jugador con dinero real!',
  conversionText: 'Tu primer depósito se ha realizado con éxito. Ahora juegas con dinero real.',
  depositTitle: 'Depósito realizado',
  depositText: 'Tu depósito se ha realizado con éxito y se ha abonado en tu cuenta.',
  depositLabel: 'Depósito',
  bonusLabel: 'Bono',
  balanceLabel: 'Tu saldo',
  playNow: 'Jugar ahora',
};

const nl: Dictionary = {
  conversionTitle: 'Welkom, echtgeldspeler!',
  conversionText: 'Je eerste storting is gelukt. Je speelt nu om echt geld.',
  depositTitle: 'Storting gelukt',
  depositText: 'Je storting is gelukt en op je rekening bijgeschreven.',
  depositLabel: 'Storting',
  bonusLabel: 'Bonus',
  balanceLabel: 'Je saldo',
  playNow: 'Nu spelen',
};

const sv: Dictionary = {
  conversionTitle: 'Välkommen, spelare med riktiga pengar!',
  conversionText: 'Din första insättning lyckades. Nu spelar du om riktiga pengar.',
  depositTitle: 'Insättningen lyckades',
  depositText: 'Din insättning lyckades och har satts in på ditt konto.',
  depositLabel: 'Insättning',
  bonusLabel: 'Bonus',
  balanceLabel: 'Ditt saldo',
  playNow: 'Spela nu',
};

export const SUCCESS_TEXTS: Readonly<Record<Language, Dictionary>> = { en, 'en-GB': en, de, fr, da, es, nl, sv };

export function successText(language: Language, key: SuccessTextKey): string {
  return SUCCESS_TEXTS[language][key];
}
