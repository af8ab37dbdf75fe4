// The demo platform's express-payment texts (games page quick deposit, shop settings section) in the shop's 8
// languages. `en` holds every key; the others must match it (express-pages.i18n.test.ts).
import type { Language } from '@shop/domain/language';
import { collapseAbbreviationPeriod } from '@shop/domain/text';

const en = {
  quickDeposit: 'Quick deposit: {amount} with {method}',
  quickDepositHint: 'Express payment: you confirm with one more tap, no details to enter.',
  // No-break spaces: "•••• 4242" never wraps apart from its brand.
  methodCard: '{brand}\u00a0••••\u00a0{last4}',
  methodCardUnknown: 'Card\u00a0••••\u00a0{last4}',
  methodDirectDebit: 'direct debit {iban}',
  methodPaypal: 'PayPal',
  expressHeading: 'Express payment',
  expressOn: 'Express payment is on. A quick deposit from the games page pays with {method}.',
  expressUnavailable:
    'Express payment is on, but your saved payment method can’t be charged right now (for example, because the card has expired). Pay with it once as usual and it works again.',
  expressOff:
    'Express payment is off. To turn it on, tick “Save for express payment” the next time you pay by card, direct debit or PayPal.',
  expressOffButton: 'Turn off express payment',
  expressTurnedOff: 'Express payment is now off.',
};

export type ExpressPageKey = keyof typeof en;
type Texts = Record<ExpressPageKey, string>;

const enGB: Texts = {
  ...en,
  expressUnavailable:
    'Express payment is on, but your saved payment method can’t be charged at the moment (for example, because the card has expired). Pay with it once as usual and it works again.',
};

const de: Texts = {
  quickDeposit: 'Schnell einzahlen: {amount} mit {method}',
  quickDepositHint: 'Express-Zahlung: Du bestätigst mit einem weiteren Tippen, ganz ohne Eingaben.',
  methodCard: '{brand}\u00a0••••\u00a0{last4}',
  methodCardUnknown: 'Karte\u00a0••••\u00a0{last4}',
  methodDirectDebit: 'Lastschrift {iban}',
  methodPaypal: 'PayPal',
  expressHeading: 'Express-Zahlung',
  expressOn: 'Express-Zahlung ist eingeschaltet. Schnell einzahlen auf der Spieleseite zahlt mit {method}.',
  expressUnavailable:
    'Express-Zahlung ist eingeschaltet, aber deine gespeicherte Zahlart kann gerade nicht belastet werden (zum Beispiel, weil die Karte abgelaufen ist). Zahle einmal wie gewohnt damit, dann klappt es wieder.',
  expressOff:
    'Express-Zahlung ist ausgeschaltet. Setze beim nächsten Bezahlen per Karte, Lastschrift oder PayPal das Häkchen bei „Für Express-Zahlung speichern“, um sie einzuschalten.',
  expressOffButton: 'Express-Zahlung ausschalten',
  expressTurnedOff: 'Express-Zahlung ist jetzt ausgeschaltet.',
};

const fr: Texts = {
  quickDeposit: 'Dépôt express : {amount} avec {method}',
  quickDepositHint: 'Paiement express : vous confirmez d’un simple geste, sans rien saisir.',
  methodCard: '{brand}\u00a0••••\u00a0{last4}',
  methodCardUnknown: 'Carte\u00a0••••\u00a0{last4}',
  methodDirectDebit: 'prélèvement {iban}',
  methodPaypal: 'PayPal',
  expressHeading: 'Paiement express',
  expressOn: 'Le paiement express est activé. Un dépôt express depuis la page des jeux est payé avec {method}.',
  expressUnavailable:
    'Le paiement express est activé, mais votre moyen de paiement enregistré ne peut pas être débité pour le moment (par exemple parce que la carte a expiré). Payez une fois avec lui comme d’habitude et il fonctionnera de nouveau.',
  expressOff:
    'Le paiement express est désactivé. Pour l’activer, cochez « Enregistrer pour le paiement express » lors de votre prochain paiement par carte, prélèvement ou PayPal.',
  expressOffButton: 'Désactiver le paiement express',
  expressTurnedOff: 'Le paiement express est désormais désactivé.',
};

const da: Texts = {
  quickDeposit: 'Hurtig indbetaling: {amount} med {method}',
  quickDepositHint: 'Ekspresbetaling: Du bekræfter med ét tryk mere og skal ikke indtaste noget.',
  methodCard: '{brand}\u00a0••••\u00a0{last4}',
  methodCardUnknown: 'Kort\u00a0••••\u00a0{last4}',
  methodDirectDebit: 'direkte debitering {iban}',
  methodPaypal: 'PayPal',
  expressHeading: 'Ekspresbetaling',
  expressOn: 'Ekspresbetaling er slået til. En hurtig indbetaling fra spilsiden betales med {method}.',
  expressUnavailable:
    'Ekspresbetaling er slået til, men din gemte betalingsmetode kan ikke trækkes lige nu (for eksempel fordi kortet er udløbet). Betal én gang med den som normalt, så virker den igen.',
  expressOff:
    'Ekspresbetaling er slået fra. Sæt flueben ved “Gem til ekspresbetaling”, næste gang du betaler med kort, direkte debitering eller PayPal, for at slå den til.',
  expressOffButton: 'Slå ekspresbetaling fra',
  expressTurnedOff: 'Ekspresbetaling er nu slået fra.',
};

const es: Texts = {
  quickDeposit: 'Depósito rápido: {amount} con {method}',
  quickDepositHint: 'Pago exprés: confirmas con un toque más, sin introducir datos.',
  methodCard: '{brand}\u00a0••••\u00a0{last4}',
  methodCardUnknown: 'Tarjeta\u00a0••••\u00a0{last4}',
  methodDirectDebit: 'domiciliación {iban}',
  methodPaypal: 'PayPal',
  expressHeading: 'Pago exprés',
  expressOn: 'El pago exprés está activado. Un depósito rápido desde la página de juegos se paga con {method}.',
  expressUnavailable:
    'El pago exprés está activado, pero ahora mismo no se puede cobrar con tu método de pago guardado (por ejemplo, porque la tarjeta ha caducado). Paga una vez con él como siempre y volverá a funcionar.',
  expressOff:
    'El pago exprés está desactivado. Para activarlo, marca «Guardar para el pago exprés» la próxima vez que pagues con tarjeta, domiciliación o PayPal.',
  expressOffButton: 'Desactivar el pago exprés',
  expressTurnedOff: 'El pago exprés ya está desactivado.',
};

const nl: Texts = {
  quickDeposit: 'Snel storten: {amount} met {method}',
  quickDepositHint: 'Expressbetaling: je bevestigt met nog één tik, zonder iets in te vullen.',
  methodCard: '{brand}\u00a0••••\u00a0{last4}',
  methodCardUnknown: 'Kaart\u00a0••••\u00a0{last4}',
  methodDirectDebit: 'automatische incasso {iban}',
  methodPaypal: 'PayPal',
  expressHeading: 'Expressbetaling',
  expressOn: 'Expressbetaling staat aan. Snel storten vanaf de spellenpagina betaalt met {method}.',
  expressUnavailable:
    'Expressbetaling staat aan, maar je opgeslagen betaalmethode kan nu niet worden belast (bijvoorbeeld omdat de kaart is verlopen). Betaal er één keer gewoon mee, dan werkt het weer.',
  expressOff:
    'Expressbetaling staat uit. Vink de volgende keer dat je met een kaart, automatische incasso of PayPal betaalt „Opslaan voor expressbetaling” aan om het aan te zetten.',
  expressOffButton: 'Expressbetaling uitzetten',
  expressTurnedOff: 'Expressbetaling staat nu uit.',
};

const sv: Texts = {
  quickDeposit: 'Snabbinsättning: {amount} med {method}',
  quickDepositHint: 'Expressbetalning: du bekräftar med ett tryck till, utan att fylla i något.',
  methodCard: '{brand}\u00a0••••\u00a0{last4}',
  methodCardUnknown: 'Kort\u00a0••••\u00a0{last4}',
  methodDirectDebit: 'autogiro {iban}',
  methodPaypal: 'PayPal',
  expressHeading: 'Expressbetalning',
  expressOn: 'Expressbetalning är på. En snabbinsättning från spelsidan betalas med {method}.',
  expressUnavailable:
    'Expressbetalning är på, men din sparade betalningsmetod kan inte debiteras just nu (till exempel för att kortet har gått ut). Betala med den en gång som vanligt så fungerar den igen.',
  expressOff:
    'Expressbetalning är av. Kryssa i ”Spara för expressbetalning” nästa gång du betalar med kort, autogiro eller PayPal för att slå på den.',
  expressOffButton: 'Stäng av expressbetalning',
  expressTurnedOff: 'Expressbetalning är nu avstängd.',
};

export const EXPRESS_PAGE_TEXTS: Readonly<Record<Language, Texts>> = {
  en,
  'en-GB': enGB,
  de,
  fr,
  da,
  es,
  nl,
  sv,
};

export function expressPageText(language: Language, key: ExpressPageKey, values: Record<string, string> = {}): string {
  const template = EXPRESS_PAGE_TEXTS[language][key];
  return collapseAbbreviationPeriod(template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match));
}
