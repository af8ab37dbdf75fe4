// The shopper's language for what the sandbox shows inside the shop or instead of it (hosted card
// fields, hosted payment pages), as a real PSP takes `shopperLocale`: the shop's 8 languages, English
// for anything else.
export const SHOPPER_LANGUAGES = ['en', 'en-GB', 'de', 'fr', 'da', 'es', 'nl', 'sv'] as const;
export type ShopperLanguage = (typeof SHOPPER_LANGUAGES)[number];

/** "de-DE" → de, "en-GB"/"en_GB" → en-GB, "fr" → fr; anything else → en. */
export function shopperLanguageOf(locale: string | null | undefined): ShopperLanguage {
  if (typeof locale !== 'string') return 'en';
  const [language = '', region = ''] = locale.trim().replace('_', '-').split('-');
  const lower = language.toLowerCase();
  if (lower === 'en') return region.toUpperCase() === 'GB' ? 'en-GB' : 'en';
  return SHOPPER_LANGUAGES.find((candidate) => candidate === lower) ?? 'en';
}

/** The locale for numbers and amounts in that language. */
export const NUMBER_LOCALES: Readonly<Record<ShopperLanguage, string>> = {
  en: 'en-US',
  'en-GB': 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  da: 'da-DK',
  es: 'es-ES',
  nl: 'nl-NL',
  sv: 'sv-SE',
};

export type HostedFieldTexts = Readonly<Record<'number' | 'expiry' | 'cvc', { label: string; placeholder: string }>>;

/**
 * One language's field texts. The number's placeholder and the CVC's are the same in every language; the expiry's
 * label ends with its placeholder in brackets.
 */
function fieldTexts(number: string, expiry: string, expiryPlaceholder: string, cvc: string): HostedFieldTexts {
  return {
    number: { label: number, placeholder: '1234 1234 1234 1234' },
    expiry: { label: `${expiry} (${expiryPlaceholder})`, placeholder: expiryPlaceholder },
    cvc: { label: cvc, placeholder: 'CVC' },
  };
}

const ENGLISH_FIELDS = fieldTexts('Card number', 'Expiry date', 'MM/YY', 'Security code');

export const HOSTED_FIELD_TEXTS: Readonly<Record<ShopperLanguage, HostedFieldTexts>> = {
  en: ENGLISH_FIELDS,
  'en-GB': ENGLISH_FIELDS,
  de: fieldTexts('Kartennummer', 'Ablaufdatum', 'MM/JJ', 'Prüfnummer'),
  fr: fieldTexts('Numéro de carte', "Date d'expiration", 'MM/AA', 'Cryptogramme visuel'),
  da: fieldTexts('Kortnummer', 'Udløbsdato', 'MM/ÅÅ', 'Kontrolcifre'),
  es: fieldTexts('Número de tarjeta', 'Fecha de caducidad', 'MM/AA', 'Código de seguridad'),
  nl: fieldTexts('Kaartnummer', 'Vervaldatum', 'MM/JJ', 'Beveiligingscode'),
  sv: fieldTexts('Kortnummer', 'Giltighetstid', 'MM/ÅÅ', 'Säkerhetskod'),
};

export type PageTexts = {
  testMode: string;
  methods: { card: string; sepa: string; banktransfer: string; bank: string };
  reference: string;
  bank: string;
  card: string;
  shopper: string;
  billingAgreement: string;
  billingAgreementText: string;
  payment: string;
  pageTitle: string;
  chooseEnd: string;
  approve: string;
  decline: string;
  cancel: string;
  pending: string;
  /** {code}: the default decline code. */
  declineCode: string;
  refusalCodeLabel: string;
  hostedHint: string;
  challengeTitle: string;
  challengeHint: string;
  challengeApprove: string;
  challengeDecline: string;
  returnToShop: string;
  /** {status}: the payment's status. */
  status: string;
  unknownTitle: string;
  unknown: string;
};

const ENGLISH: PageTexts = {
  testMode: 'TEST MODE',
  methods: { card: 'Card', sepa: 'SEPA Direct Debit', banktransfer: 'Bank transfer', bank: 'Online banking' },
  reference: 'Reference',
  bank: 'Bank',
  card: 'Card',
  shopper: 'Shopper',
  billingAgreement: 'Billing agreement',
  billingAgreementText: 'Approve also allows later charges by the shop',
  payment: 'Payment',
  pageTitle: 'Payment',
  chooseEnd: 'Choose how this test payment ends',
  approve: 'Approve',
  decline: 'Decline',
  cancel: 'Cancel',
  pending: 'Leave pending',
  declineCode: 'Decline code (default {code})',
  refusalCodeLabel: 'Refusal code sent when you press Decline',
  hostedHint: 'Approve, Decline and Leave pending return to the shop; Cancel returns to where the payment started.',
  challengeTitle: 'Authenticate this card payment',
  challengeHint: 'Your bank asks you to confirm the payment. In the sandbox you decide the answer.',
  challengeApprove: 'Complete authentication',
  challengeDecline: 'Fail authentication',
  returnToShop: 'Return to the shop',
  status: 'This payment is {status}.',
  unknownTitle: 'Unknown payment',
  unknown: 'This payment does not exist (the sandbox keeps payments in memory; was it restarted?).',
};

export const PAGE_TEXTS: Readonly<Record<ShopperLanguage, PageTexts>> = {
  en: ENGLISH,
  'en-GB': ENGLISH,
  de: {
    testMode: 'TESTMODUS',
    methods: { card: 'Karte', sepa: 'SEPA-Lastschrift', banktransfer: 'Überweisung', bank: 'Onlinebanking' },
    reference: 'Referenz',
    bank: 'Bank',
    card: 'Karte',
    shopper: 'Käufer',
    billingAgreement: 'Zahlungsvereinbarung',
    billingAgreementText: 'Mit der Bestätigung erlaubst du dem Shop auch spätere Abbuchungen',
    payment: 'Zahlung',
    pageTitle: 'Zahlung',
    chooseEnd: 'Wähle, wie diese Testzahlung endet',
    approve: 'Bestätigen',
    decline: 'Ablehnen',
    cancel: 'Abbrechen',
    pending: 'Offen lassen',
    declineCode: 'Ablehnungscode (Standard {code})',
    refusalCodeLabel: 'Code, der bei „Ablehnen“ gesendet wird',
    hostedHint:
      'Bestätigen, Ablehnen und Offen lassen führen zurück zum Shop; Abbrechen führt dorthin zurück, wo die Zahlung begann.',
    challengeTitle: 'Diese Kartenzahlung bestätigen',
    challengeHint: 'Deine Bank bittet dich, die Zahlung zu bestätigen. In der Sandbox entscheidest du die Antwort.',
    challengeApprove: 'Bestätigung abschließen',
    challengeDecline: 'Bestätigung scheitern lassen',
    returnToShop: 'Zurück zum Shop',
    status: 'Status dieser Zahlung: {status}.',
    unknownTitle: 'Unbekannte Zahlung',
    unknown: 'Diese Zahlung gibt es nicht (die Sandbox hält Zahlungen nur im Speicher; wurde sie neu gestartet?).',
  },
  fr: {
    testMode: 'MODE TEST',
    methods: {
      card: 'Carte',
      sepa: 'Prélèvement SEPA',
      banktransfer: 'Virement bancaire',
      bank: 'Banque en ligne',
    },
    reference: 'Référence',
    bank: 'Banque',
    card: 'Carte',
    shopper: 'Client',
    billingAgreement: 'Accord de facturation',
    billingAgreementText: 'En validant, vous autorisez aussi la boutique à débiter plus tard',
    payment: 'Paiement',
    pageTitle: 'Paiement',
    chooseEnd: 'Choisissez comment se termine ce paiement de test',
    approve: 'Valider',
    decline: 'Refuser',
    cancel: 'Annuler',
    pending: 'Laisser en attente',
    declineCode: 'Code de refus (par défaut {code})',
    refusalCodeLabel: 'Code envoyé quand vous appuyez sur Refuser',
    hostedHint:
      'Valider, Refuser et Laisser en attente ramènent à la boutique ; Annuler ramène là où le paiement a commencé.',
    challengeTitle: 'Authentifiez ce paiement par carte',
    challengeHint: 'Votre banque vous demande de confirmer le paiement. Dans la sandbox, vous choisissez la réponse.',
    challengeApprove: "Terminer l'authentification",
    challengeDecline: "Faire échouer l'authentification",
    returnToShop: 'Retour à la boutique',
    status: 'Statut de ce paiement : {status}.',
    unknownTitle: 'Paiement inconnu',
    unknown: "Ce paiement n'existe pas (la sandbox garde les paiements en mémoire ; a-t-elle été redémarrée ?).",
  },
  da: {
    testMode: 'TESTTILSTAND',
    methods: { card: 'Kort', sepa: 'SEPA-direkte debitering', banktransfer: 'Bankoverførsel', bank: 'Netbank' },
    reference: 'Reference',
    bank: 'Bank',
    card: 'Kort',
    shopper: 'Kunde',
    billingAgreement: 'Betalingsaftale',
    billingAgreementText: 'Når du godkender, tillader du også senere træk fra butikken',
    payment: 'Betaling',
    pageTitle: 'Betaling',
    chooseEnd: 'Vælg, hvordan denne testbetaling ender',
    approve: 'Godkend',
    decline: 'Afvis',
    cancel: 'Annuller',
    pending: 'Lad den vente',
    declineCode: 'Afvisningskode (standard {code})',
    refusalCodeLabel: 'Kode, der sendes, når du trykker på Afvis',
    hostedHint:
      'Godkend, Afvis og Lad den vente fører tilbage til butikken; Annuller fører tilbage til, hvor betalingen startede.',
    challengeTitle: 'Bekræft denne kortbetaling',
    challengeHint: 'Din bank beder dig bekræfte betalingen. I sandkassen bestemmer du svaret.',
    challengeApprove: 'Gennemfør bekræftelsen',
    challengeDecline: 'Lad bekræftelsen mislykkes',
    returnToShop: 'Tilbage til butikken',
    status: 'Status for denne betaling: {status}.',
    unknownTitle: 'Ukendt betaling',
    unknown: 'Denne betaling findes ikke (sandkassen gemmer kun betalinger i hukommelsen; blev den genstartet?).',
  },
  es: {
    testMode: 'MODO DE PRUEBA',
    methods: {
      card: 'Tarjeta',
      sepa: 'Adeudo directo SEPA',
      banktransfer: 'Transferencia bancaria',
      bank: 'Banca en línea',
    },
    reference: 'Referencia',
    bank: 'Banco',
    card: 'Tarjeta',
    shopper: 'Comprador',
    billingAgreement: 'Acuerdo de facturación',
    billingAgreementText: 'Al aprobar, también permites cargos posteriores de la tienda',
    payment: 'Pago',
    pageTitle: 'Pago',
    chooseEnd: 'Elige cómo termina este pago de prueba',
    approve: 'Aprobar',
    decline: 'Rechazar',
    cancel: 'Cancelar',
    pending: 'Dejar pendiente',
    declineCode: 'Código de rechazo (por defecto {code})',
    refusalCodeLabel: 'Código que se envía al pulsar Rechazar',
    hostedHint: 'Aprobar, Rechazar y Dejar pendiente vuelven a la tienda; Cancelar vuelve a donde empezó el pago.',
    challengeTitle: 'Autentica este pago con tarjeta',
    challengeHint: 'Tu banco te pide que confirmes el pago. En el entorno de pruebas decides tú la respuesta.',
    challengeApprove: 'Completar la autenticación',
    challengeDecline: 'Hacer fallar la autenticación',
    returnToShop: 'Volver a la tienda',
    status: 'Estado de este pago: {status}.',
    unknownTitle: 'Pago desconocido',
    unknown: 'Este pago no existe (el entorno de pruebas guarda los pagos en memoria; ¿se ha reiniciado?).',
  },
  nl: {
    testMode: 'TESTMODUS',
    methods: { card: 'Kaart', sepa: 'SEPA-incasso', banktransfer: 'Overboeking', bank: 'Internetbankieren' },
    reference: 'Referentie',
    bank: 'Bank',
    card: 'Kaart',
    shopper: 'Koper',
    billingAgreement: 'Betalingsovereenkomst',
    billingAgreementText: 'Met goedkeuren sta je de winkel ook latere afschrijvingen toe',
    payment: 'Betaling',
    pageTitle: 'Betaling',
    chooseEnd: 'Kies hoe deze testbetaling afloopt',
    approve: 'Goedkeuren',
    decline: 'Weigeren',
    cancel: 'Annuleren',
    pending: 'Laten openstaan',
    declineCode: 'Weigeringscode (standaard {code})',
    refusalCodeLabel: 'Code die wordt verstuurd als je op Weigeren drukt',
    hostedHint:
      'Goedkeuren, Weigeren en Laten openstaan gaan terug naar de winkel; Annuleren gaat terug naar waar de betaling begon.',
    challengeTitle: 'Bevestig deze kaartbetaling',
    challengeHint: 'Je bank vraagt je de betaling te bevestigen. In de sandbox bepaal jij het antwoord.',
    challengeApprove: 'Bevestiging afronden',
    challengeDecline: 'Bevestiging laten mislukken',
    returnToShop: 'Terug naar de winkel',
    status: 'Status van deze betaling: {status}.',
    unknownTitle: 'Onbekende betaling',
    unknown: 'Deze betaling bestaat niet (de sandbox bewaart betalingen alleen in het geheugen; is hij herstart?).',
  },
  sv: {
    testMode: 'TESTLÄGE',
    methods: { card: 'Kort', sepa: 'SEPA-autogiro', banktransfer: 'Banköverföring', bank: 'Internetbank' },
    reference: 'Referens',
    bank: 'Bank',
    card: 'Kort',
    shopper: 'Köpare',
    billingAgreement: 'Betalningsavtal',
    billingAgreementText: 'Godkänner du tillåter du också senare dragningar från butiken',
    payment: 'Betalning',
    pageTitle: 'Betalning',
    chooseEnd: 'Välj hur den här testbetalningen slutar',
    approve: 'Godkänn',
    decline: 'Avvisa',
    cancel: 'Avbryt',
    pending: 'Låt vänta',
    declineCode: 'Avvisningskod (standard {code})',
    refusalCodeLabel: 'Kod som skickas när du trycker på Avvisa',
    hostedHint:
      'Godkänn, Avvisa och Låt vänta leder tillbaka till butiken; Avbryt leder tillbaka dit betalningen började.',
    challengeTitle: 'Bekräfta den här kortbetalningen',
    challengeHint: 'Din bank ber dig bekräfta betalningen. I sandlådan bestämmer du svaret.',
    challengeApprove: 'Slutför bekräftelsen',
    challengeDecline: 'Låt bekräftelsen misslyckas',
    returnToShop: 'Tillbaka till butiken',
    status: 'Status för den här betalningen: {status}.',
    unknownTitle: 'Okänd betalning',
    unknown: 'Den här betalningen finns inte (sandlådan sparar betalningar i minnet; startades den om?).',
  },
};
