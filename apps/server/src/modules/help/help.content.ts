// Texts of the host platform's legal help pages (terms, withdrawal, company info, privacy) in every shop language.
// Demo texts for a fictional operator: every page says so in a small note.

export type HelpDocumentKind = 'agb' | 'withdrawal' | 'imprint' | 'privacy';
export type HelpLanguage = 'en' | 'en-GB' | 'de' | 'fr' | 'da' | 'es' | 'nl' | 'sv';

export type HelpBlock =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  /** An address or contact block: one line each. */
  | { readonly kind: 'lines'; readonly lines: readonly string[] }
  /** A form to copy, e.g. the model withdrawal form: one line each, shown boxed. */
  | { readonly kind: 'form'; readonly lines: readonly string[] };

export interface HelpSection {
  readonly heading: string;
  readonly blocks: readonly HelpBlock[];
}

export interface HelpDocument {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly HelpSection[];
}

export interface HelpTexts {
  readonly demoNote: string;
  readonly lastUpdated: string;
  readonly documents: Readonly<Record<HelpDocumentKind, HelpDocument>>;
}

const text = (value: string): HelpBlock => ({ kind: 'text', text: value });
const list = (...items: string[]): HelpBlock => ({ kind: 'list', items });
const lines = (...values: string[]): HelpBlock => ({ kind: 'lines', lines: values });
const form = (...values: string[]): HelpBlock => ({ kind: 'form', lines: values });
const section = (heading: string, ...blocks: HelpBlock[]): HelpSection => ({ heading, blocks });

// The fictional operator (the same company in every language).
const COMPANY = 'Playfield Demo GmbH';
const STREET = 'Beispielstraße 12';
const CITY = '10115 Berlin';
const DIRECTOR = 'Erika Mustermann';
const PHONE = '+49 30 0000 0000';
const REGISTRY = 'HRB 000000 B';
const VAT_ID = 'DE000000000';
const SUPPORT_EMAIL = 'support@game-credit-shop.example';
const WITHDRAWAL_EMAIL = 'withdrawal@game-credit-shop.example';
const PRIVACY_EMAIL = 'privacy@game-credit-shop.example';

const address = (country: string) => `${COMPANY}, ${STREET}, ${CITY}, ${country}`;

const en: HelpTexts = {
  demoNote: 'Demo text: this page belongs to a demonstration shop. It is not legal advice and not a binding contract.',
  lastUpdated: 'Last updated: November 1, 2026',
  documents: {
    agb: {
      title: 'Terms and Conditions',
      intro: `These terms apply to all purchases of game credit in the Game Credit Shop, which ${COMPANY} ("we", "us") operates on the game platform.`,
      sections: [
        section(
          'Who can buy credit',
          text(
            'You must be at least 18 years old and have your own player account on the platform. Credit is for your personal use only and cannot be transferred to other players.',
          ),
        ),
        section(
          'Buying credit',
          text(
            'You choose a credit package and a payment method in the shop. Clicking the pay button places a binding order; the contract is concluded as soon as your payment is authorized. The credit is added to your account right away, or once we have received the money if you pay by bank transfer. Prices shown are final prices, including any applicable taxes.',
          ),
        ),
        section(
          'Bonus credit',
          text(
            'Some packages come with bonus credit. Bonus credit can only be used for play and cannot be paid out, but anything you win with it can. Unused bonus credit expires six months after it was credited.',
          ),
        ),
        section(
          'Saver package',
          text(
            'The saver package is a monthly subscription: on the day you sign up and then on the same date every month, we charge the agreed amount (for example 10, 20 or 30 in your account currency) and add it to your account together with a 25% bonus. The minimum term is three months; after that, the package renews month by month. You can cancel effective at the end of the minimum term or of any following month, on the website, through the contact form, by email or by mail.',
          ),
        ),
        section(
          'Inactivity fee',
          text(
            'If you have not played for six months, we charge an inactivity fee for each further month without play: USD 8.50, EUR 6.00, GBP 4.00, DKK 45 or SEK 53, depending on your account currency. The fee is only deducted from your existing balance and stops as soon as you play again.',
          ),
        ),
        section(
          'Payouts',
          text(
            'You can request a payout of your withdrawable balance, meaning your deposits and winnings without bonus credit, to a bank account or PayPal account in your own name. The minimum payout is 10 in your account currency; any fee is shown before you confirm. Only one payout can be pending at a time. Before your first payout we verify your identity, so it can take up to eight weeks; later payouts usually take two to four weeks.',
          ),
        ),
        section(
          'Final provisions',
          text(
            `Your right of withdrawal is explained on a separate page. If any provision of these terms is invalid, the remaining provisions stay in effect. Questions? Write to us at ${SUPPORT_EMAIL}.`,
          ),
        ),
      ],
    },
    withdrawal: {
      title: 'Right of Withdrawal',
      intro: 'If you buy game credit as a consumer, you have the following right of withdrawal.',
      sections: [
        section(
          'Right of withdrawal',
          text(
            'You have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period expires 14 days after the day the contract is concluded.',
          ),
        ),
        section(
          'How to withdraw',
          text(
            `To exercise your right of withdrawal, you must inform us (${address('Germany')}, email: ${WITHDRAWAL_EMAIL}) of your decision to withdraw from this contract by a clear statement, such as a letter sent by mail or an email. You may use the model withdrawal form below, but you do not have to. To meet the withdrawal deadline, it is enough to send your notice before the withdrawal period has expired.`,
          ),
        ),
        section(
          'Effects of withdrawal',
          text(
            'If you withdraw from this contract, we will refund all payments we have received from you without undue delay and no later than 14 days from the day we receive your notice of withdrawal. We will use the same means of payment you used for the original transaction, unless you have expressly agreed otherwise; in any event, you will not be charged any fees for the refund. The credit you bought is removed from your account.',
          ),
        ),
        section(
          'Early expiry',
          text(
            'Your right of withdrawal ends early as soon as you use the purchased credit for play, provided you expressly agreed that we may begin performing the contract before the withdrawal period ends and acknowledged that you lose your right of withdrawal once you do.',
          ),
        ),
        section(
          'Model withdrawal form',
          text('(Complete and return this form only if you wish to withdraw from the contract.)'),
          form(
            `To: ${address('Germany')}, email: ${WITHDRAWAL_EMAIL}`,
            'I/We (*) hereby withdraw from the contract concluded by me/us (*) for the purchase of the following game credit (*):',
            'Ordered on (*) / received on (*):',
            'Name of consumer(s):',
            'Player name / user ID:',
            'Address of consumer(s):',
            'Signature of consumer(s) (only if this form is sent on paper):',
            'Date:',
            '(*) Cross out whichever does not apply.',
          ),
        ),
      ],
    },
    imprint: {
      title: 'Company Information',
      intro: 'Information about the company that operates the Game Credit Shop.',
      sections: [
        section('Operator', lines(COMPANY, STREET, CITY, 'Germany')),
        section('Represented by', text(`${DIRECTOR}, Managing Director`)),
        section(
          'Contact',
          lines(
            `Email: ${SUPPORT_EMAIL}`,
            `Phone: ${PHONE} (Monday to Friday, 9 a.m. to 5 p.m. Central European Time)`,
          ),
        ),
        section(
          'Commercial register',
          text(`Registered in the commercial register of the Berlin-Charlottenburg Local Court under ${REGISTRY}.`),
        ),
        section('VAT identification number', text(VAT_ID)),
        section('Responsible for content', text(`${DIRECTOR}, address as above.`)),
        section(
          'Consumer dispute resolution',
          text(
            'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
          ),
        ),
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      intro: `This policy explains which personal data ${COMPANY} processes when you use the Game Credit Shop, and what rights you have.`,
      sections: [
        section(
          'Controller',
          text(`${address('Germany')}. You can reach our data protection officer at ${PRIVACY_EMAIL}.`),
        ),
        section(
          'What data we process',
          list(
            'Account data from the platform: player name, user ID, country, language and currency',
            'Contact and billing data: name, address, date of birth and email address',
            'Deposits, payouts, balance, bonus credit and saver packages',
            'Technical data such as IP address, browser type and time of access, kept in log files for security',
          ),
        ),
        section(
          'Why we process it',
          text(
            'We process your data to perform our contract with you (Art. 6(1)(b) GDPR), to meet legal obligations such as tax law, anti-money-laundering rules and age verification (Art. 6(1)(c) GDPR), and to keep our service secure and prevent fraud (Art. 6(1)(f) GDPR).',
          ),
        ),
        section(
          'Payment data',
          text(
            'Payments are handled by our payment service providers. Card details are encrypted in your browser and go straight to the payment provider; the shop never stores card numbers. We only receive a token, the card type and the last four digits, so you can recognize your card next time. Bank details for direct debits and payouts are passed to the payment provider only to carry out that transaction.',
          ),
        ),
        section(
          'How long we keep data',
          text(
            'We keep your data for as long as your account exists. Records we must keep under commercial and tax law are stored for up to ten years and then deleted.',
          ),
        ),
        section(
          'Cookies',
          text(
            'The shop only uses cookies that are strictly necessary, for example to keep you logged in. We do not use tracking cookies.',
          ),
        ),
        section(
          'Your rights',
          text('You have the right to:'),
          list(
            'access the data we hold about you',
            'have incorrect data corrected',
            'have your data erased or its processing restricted',
            'receive your data in a portable format',
            'object to processing based on our legitimate interests',
            'file a complaint with a data protection supervisory authority',
          ),
          text(`To exercise your rights, just email ${PRIVACY_EMAIL}.`),
        ),
      ],
    },
  },
};

const enGB: HelpTexts = {
  demoNote: 'Demo text: this page belongs to a demonstration shop. It is not legal advice and not a binding contract.',
  lastUpdated: 'Last updated: 1 November 2026',
  documents: {
    agb: {
      title: 'Terms and conditions',
      intro: `These terms apply to all purchases of game credit in the Game Credit Shop, which ${COMPANY} ('we', 'us') operates on the game platform.`,
      sections: [
        section(
          'Who can buy credit',
          text(
            'You must be at least 18 years old and have your own player account on the platform. Credit is for your personal use only and cannot be transferred to other players.',
          ),
        ),
        section(
          'Buying credit',
          text(
            'You choose a credit package and a payment method in the shop. Clicking the pay button places a binding order; the contract is formed as soon as your payment has been authorised. The credit is added to your account straight away or, if you pay by bank transfer, once we have received the money. Prices shown are final prices, including VAT where applicable.',
          ),
        ),
        section(
          'Bonus credit',
          text(
            'Some packages come with bonus credit. Bonus credit can only be used for play and cannot be paid out, but anything you win with it can. Unused bonus credit expires six months after it was credited.',
          ),
        ),
        section(
          'Saver package',
          text(
            'The saver package is a monthly subscription: on the day you sign up and then on the same date each month, we collect the agreed amount (for example £10, £20 or £30) and add it to your account together with a 25% bonus. The minimum term is three months; after that, the package renews month by month. You can cancel with effect from the end of the minimum term or of any following month, on the website, via the contact form, by email or by post.',
          ),
        ),
        section(
          'Inactivity fee',
          text(
            'If you have not played for six months, we charge an inactivity fee for each further month without play: £4.00, or EUR 6.00, USD 8.50, DKK 45 or SEK 53, depending on your account currency. The fee is only deducted from your existing balance and stops as soon as you play again.',
          ),
        ),
        section(
          'Payouts',
          text(
            'You can request a payout of your withdrawable balance, that is, your deposits and winnings excluding bonus credit, to a bank account or PayPal account in your own name. The minimum payout is £10; any fee is shown before you confirm. Only one payout can be in progress at a time. Before your first payout we verify your identity, so it can take up to eight weeks; later payouts normally take two to four weeks.',
          ),
        ),
        section(
          'Final provisions',
          text(
            `Your right of withdrawal is explained on a separate page. Should any provision of these terms be invalid, the remaining provisions shall remain in force. Any questions? Email us at ${SUPPORT_EMAIL}.`,
          ),
        ),
      ],
    },
    withdrawal: {
      title: 'Right of withdrawal',
      intro: 'If you buy game credit as a consumer, you have the following right to cancel.',
      sections: [
        section(
          'Your right to cancel',
          text(
            'You have the right to cancel this contract within 14 days without giving any reason. The cancellation period will expire 14 days after the day on which the contract is entered into.',
          ),
        ),
        section(
          'How to cancel',
          text(
            `To exercise the right to cancel, you must inform us (${address('Germany')}, email: ${WITHDRAWAL_EMAIL}) of your decision to cancel this contract by a clear statement, for example a letter sent by post or an email. You may use the model cancellation form below, but it is not obligatory. To meet the cancellation deadline, it is sufficient for you to send your communication before the cancellation period has expired.`,
          ),
        ),
        section(
          'Effects of cancellation',
          text(
            'If you cancel this contract, we will reimburse all payments received from you without undue delay and no later than 14 days after the day on which we are informed of your decision. We will use the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement. The credit you bought is removed from your account.',
          ),
        ),
        section(
          'When the right to cancel ends early',
          text(
            'Your right to cancel ends as soon as you use the purchased credit for play, provided that you expressly agreed to us starting to perform the contract before the cancellation period ends and acknowledged that you would lose your right to cancel once you did so.',
          ),
        ),
        section(
          'Model cancellation form',
          text('(Complete and return this form only if you wish to cancel the contract.)'),
          form(
            `To: ${address('Germany')}, email: ${WITHDRAWAL_EMAIL}`,
            'I/We (*) hereby give notice that I/We (*) cancel my/our (*) contract for the purchase of the following game credit (*):',
            'Ordered on (*) / received on (*):',
            'Name of consumer(s):',
            'Player name / user ID:',
            'Address of consumer(s):',
            'Signature of consumer(s) (only if this form is notified on paper):',
            'Date:',
            '(*) Delete as appropriate.',
          ),
        ),
      ],
    },
    imprint: {
      title: 'Company information',
      intro: 'Information about the company that runs the Game Credit Shop.',
      sections: [
        section('Operator', lines(COMPANY, STREET, CITY, 'Germany')),
        section('Represented by', text(`${DIRECTOR}, Managing Director`)),
        section(
          'Contact',
          lines(`Email: ${SUPPORT_EMAIL}`, `Telephone: ${PHONE} (Monday to Friday, 9 am to 5 pm CET)`),
        ),
        section(
          'Commercial register',
          text(`Registered in the commercial register of the Local Court of Berlin-Charlottenburg under ${REGISTRY}.`),
        ),
        section('VAT registration number', text(VAT_ID)),
        section('Responsible for content', text(`${DIRECTOR}, address as above.`)),
        section(
          'Consumer dispute resolution',
          text(
            'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration body.',
          ),
        ),
      ],
    },
    privacy: {
      title: 'Privacy notice',
      intro: `This notice explains which personal data ${COMPANY} processes when you use the Game Credit Shop, and what rights you have.`,
      sections: [
        section(
          'Controller',
          text(`${address('Germany')}. You can contact our data protection officer at ${PRIVACY_EMAIL}.`),
        ),
        section(
          'What data we process',
          list(
            'Account data from the platform: player name, user ID, country, language and currency',
            'Contact and billing details: name, address, date of birth and email address',
            'Deposits, payouts, balance, bonus credit and saver packages',
            'Technical data such as IP address, browser type and time of access, kept in log files for security purposes',
          ),
        ),
        section(
          'Why we process it',
          text(
            'We process your data to perform our contract with you (Article 6(1)(b) GDPR), to comply with legal obligations such as tax law, anti-money laundering rules and age verification (Article 6(1)(c) GDPR), and to keep our service secure and prevent fraud (Article 6(1)(f) GDPR).',
          ),
        ),
        section(
          'Payment data',
          text(
            'Payments are handled by our payment service providers. Card details are encrypted in your browser and sent straight to the payment provider; the shop never stores card numbers. We only receive a token, the card type and the last four digits, so that you can recognise your card next time. Bank details for Direct Debits and payouts are passed to the payment provider solely to carry out the transaction in question.',
          ),
        ),
        section(
          'How long we keep data',
          text(
            'We keep your data for as long as your account exists. Records that we are required to keep under commercial and tax law are stored for up to ten years and then deleted.',
          ),
        ),
        section(
          'Cookies',
          text(
            'The shop only uses strictly necessary cookies, for example to keep you logged in. We do not use tracking cookies.',
          ),
        ),
        section(
          'Your rights',
          text('You have the right to:'),
          list(
            'access the data we hold about you',
            'have inaccurate data rectified',
            'have your data erased or its processing restricted',
            'receive your data in a portable format',
            'object to processing based on our legitimate interests',
            "lodge a complaint with a data protection supervisory authority, in the UK the Information Commissioner's Office (ICO)",
          ),
          text(`To exercise your rights, simply email ${PRIVACY_EMAIL}.`),
        ),
      ],
    },
  },
};

const de: HelpTexts = {
  demoNote:
    'Demotext: Diese Seite gehört zu einem Demo-Shop. Sie ist weder Rechtsberatung noch ein verbindlicher Vertrag.',
  lastUpdated: 'Stand: 1. November 2026',
  documents: {
    agb: {
      title: 'Allgemeine Geschäftsbedingungen',
      intro: `Diese AGB gelten für alle Käufe von Spielguthaben im Game Credit Shop, den die ${COMPANY} („wir“) auf der Spieleplattform betreibt.`,
      sections: [
        section(
          'Wer Guthaben kaufen darf',
          text(
            'Du musst mindestens 18 Jahre alt sein und ein eigenes Spielerkonto auf der Plattform haben. Das Guthaben ist nur für dich bestimmt und kann nicht auf andere Spieler übertragen werden.',
          ),
        ),
        section(
          'Kauf von Guthaben',
          text(
            'Du wählst im Shop ein Guthabenpaket und eine Zahlungsart. Mit dem Klick auf den Bezahlen-Button gibst du eine verbindliche Bestellung ab; der Vertrag kommt zustande, sobald deine Zahlung autorisiert ist. Das Guthaben wird sofort gutgeschrieben, bei Überweisung nach Zahlungseingang. Alle Preise sind Endpreise inklusive der gesetzlichen Umsatzsteuer.',
          ),
        ),
        section(
          'Bonusguthaben',
          text(
            'Manche Pakete enthalten Bonusguthaben. Bonusguthaben kannst du nur zum Spielen einsetzen und nicht auszahlen lassen – alles, was du damit gewinnst, aber schon. Nicht genutztes Bonusguthaben verfällt sechs Monate nach der Gutschrift.',
          ),
        ),
        section(
          'Sparpaket',
          text(
            'Das Sparpaket ist ein monatliches Abo: Am Tag der Anmeldung und danach jeden Monat zum selben Datum buchen wir den vereinbarten Betrag ab (zum Beispiel 10, 20 oder 30 €) und schreiben ihn deinem Konto zusammen mit 25 % Bonus gut. Die Mindestlaufzeit beträgt drei Monate, danach verlängert sich das Sparpaket jeweils um einen Monat. Du kannst zum Ende der Mindestlaufzeit oder jedes folgenden Monats kündigen – auf der Website, über das Kontaktformular, per E-Mail oder per Post.',
          ),
        ),
        section(
          'Inaktivitätsgebühr',
          text(
            'Wenn du sechs Monate lang nicht gespielt hast, berechnen wir für jeden weiteren Monat ohne Spiel eine Inaktivitätsgebühr von 6,00 € (bzw. 4,00 GBP, 8,50 USD, 45 DKK oder 53 SEK, je nach Kontowährung). Die Gebühr wird nur von deinem vorhandenen Guthaben abgezogen und entfällt, sobald du wieder spielst.',
          ),
        ),
        section(
          'Auszahlungen',
          text(
            'Du kannst dir dein auszahlbares Guthaben – also Einzahlungen und Gewinne ohne Bonusguthaben – auf ein Bankkonto oder PayPal-Konto auf deinen Namen auszahlen lassen. Der Mindestbetrag liegt bei 10 €; eine eventuelle Gebühr zeigen wir dir vor der Bestätigung an. Es kann immer nur eine Auszahlung gleichzeitig in Bearbeitung sein. Vor der ersten Auszahlung prüfen wir deine Identität, deshalb kann sie bis zu acht Wochen dauern; spätere Auszahlungen dauern in der Regel zwei bis vier Wochen.',
          ),
        ),
        section(
          'Schlussbestimmungen',
          text(
            `Dein Widerrufsrecht erklären wir auf einer eigenen Seite. Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam. Fragen? Schreib uns an ${SUPPORT_EMAIL}.`,
          ),
        ),
      ],
    },
    withdrawal: {
      title: 'Widerrufsbelehrung',
      intro: 'Wenn du als Verbraucher Spielguthaben kaufst, steht dir das folgende Widerrufsrecht zu.',
      sections: [
        section(
          'Widerrufsrecht',
          text(
            'Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
          ),
        ),
        section(
          'So widerrufst du',
          text(
            `Um dein Widerrufsrecht auszuüben, musst du uns (${address('Deutschland')}, E-Mail: ${WITHDRAWAL_EMAIL}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.`,
          ),
        ),
        section(
          'Folgen des Widerrufs',
          text(
            'Wenn du diesen Vertrag widerrufst, zahlen wir dir alle Zahlungen, die wir von dir erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurück, an dem die Mitteilung über deinen Widerruf bei uns eingegangen ist. Für die Rückzahlung verwenden wir dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet. Das gekaufte Guthaben wird von deinem Konto abgebucht.',
          ),
        ),
        section(
          'Vorzeitiges Erlöschen',
          text(
            'Dein Widerrufsrecht erlischt vorzeitig, sobald du das gekaufte Guthaben zum Spielen einsetzt – vorausgesetzt, du hast ausdrücklich zugestimmt, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung des Vertrags beginnen, und bestätigt, dass du dadurch dein Widerrufsrecht verlierst.',
          ),
        ),
        section(
          'Muster-Widerrufsformular',
          text('(Wenn du den Vertrag widerrufen willst, fülle bitte dieses Formular aus und sende es an uns zurück.)'),
          form(
            `An ${address('Deutschland')}, E-Mail: ${WITHDRAWAL_EMAIL}`,
            'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf des folgenden Spielguthabens (*):',
            'Bestellt am (*) / erhalten am (*):',
            'Name des/der Verbraucher(s):',
            'Spielername / Benutzer-ID:',
            'Anschrift des/der Verbraucher(s):',
            'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
            'Datum:',
            '(*) Unzutreffendes streichen.',
          ),
        ),
      ],
    },
    imprint: {
      title: 'Impressum',
      intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
      sections: [
        section('Anbieter', lines(COMPANY, STREET, CITY, 'Deutschland')),
        section('Vertreten durch', text(`Geschäftsführerin: ${DIRECTOR}`)),
        section('Kontakt', lines(`E-Mail: ${SUPPORT_EMAIL}`, `Telefon: ${PHONE} (Montag bis Freitag, 9 bis 17 Uhr)`)),
        section(
          'Registereintrag',
          text(`Eingetragen im Handelsregister des Amtsgerichts Berlin-Charlottenburg unter ${REGISTRY}.`),
        ),
        section('Umsatzsteuer-ID', text(`Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${VAT_ID}`)),
        section('Verantwortlich für den Inhalt', text(`${DIRECTOR}, Anschrift wie oben (§ 18 Abs. 2 MStV)`)),
        section(
          'Verbraucherstreitbeilegung',
          text(
            'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ),
        ),
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      intro: `Hier erfährst du, welche personenbezogenen Daten die ${COMPANY} verarbeitet, wenn du den Game Credit Shop nutzt, und welche Rechte du hast.`,
      sections: [
        section(
          'Verantwortlicher',
          text(`${address('Deutschland')}. Unseren Datenschutzbeauftragten erreichst du unter ${PRIVACY_EMAIL}.`),
        ),
        section(
          'Welche Daten wir verarbeiten',
          list(
            'Kontodaten von der Plattform: Spielername, Benutzer-ID, Land, Sprache und Währung',
            'Kontakt- und Rechnungsdaten: Name, Anschrift, Geburtsdatum und E-Mail-Adresse',
            'Einzahlungen, Auszahlungen, Guthaben, Bonusguthaben und Sparpakete',
            'Technische Daten wie IP-Adresse, Browsertyp und Zeitpunkt des Zugriffs, die wir aus Sicherheitsgründen in Protokolldateien speichern',
          ),
        ),
        section(
          'Zwecke und Rechtsgrundlagen',
          text(
            'Wir verarbeiten deine Daten, um den Vertrag mit dir zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO), um gesetzliche Pflichten zu erfüllen, etwa aus dem Steuerrecht, der Geldwäscheprävention und der Altersprüfung (Art. 6 Abs. 1 lit. c DSGVO), und um unseren Dienst abzusichern und Betrug zu verhindern (Art. 6 Abs. 1 lit. f DSGVO).',
          ),
        ),
        section(
          'Zahlungsdaten',
          text(
            'Zahlungen wickeln unsere Zahlungsdienstleister ab. Kartendaten werden in deinem Browser verschlüsselt und direkt an den Zahlungsdienstleister übermittelt; der Shop speichert niemals Kartennummern. Wir erhalten nur ein Token, den Kartentyp und die letzten vier Ziffern, damit du deine Karte beim nächsten Mal wiedererkennst. Bankdaten für Lastschriften und Auszahlungen geben wir nur zur Durchführung der jeweiligen Zahlung an den Zahlungsdienstleister weiter.',
          ),
        ),
        section(
          'Speicherdauer',
          text(
            'Wir speichern deine Daten, solange dein Konto besteht. Unterlagen, die wir nach Handels- und Steuerrecht aufbewahren müssen, speichern wir bis zu zehn Jahre und löschen sie danach.',
          ),
        ),
        section(
          'Cookies',
          text(
            'Der Shop verwendet nur technisch notwendige Cookies, zum Beispiel damit du angemeldet bleibst. Tracking-Cookies setzen wir nicht ein.',
          ),
        ),
        section(
          'Deine Rechte',
          text('Du hast das Recht,'),
          list(
            'Auskunft über die bei uns gespeicherten Daten zu erhalten,',
            'unrichtige Daten berichtigen zu lassen,',
            'die Löschung deiner Daten oder die Einschränkung ihrer Verarbeitung zu verlangen,',
            'deine Daten in einem übertragbaren Format zu erhalten,',
            'einer Verarbeitung auf Grundlage unserer berechtigten Interessen zu widersprechen und',
            'dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren.',
          ),
          text(`Schreib uns dazu einfach an ${PRIVACY_EMAIL}.`),
        ),
      ],
    },
  },
};

const fr: HelpTexts = {
  demoNote:
    "Texte de démonstration : cette page fait partie d'une boutique de démonstration. Elle ne constitue ni un conseil juridique ni un contrat contraignant.",
  lastUpdated: 'Dernière mise à jour : 1er novembre 2026',
  documents: {
    agb: {
      title: 'Conditions générales de vente',
      intro: `Les présentes conditions s'appliquent à tout achat de crédit de jeu dans le Game Credit Shop, exploité par ${COMPANY} (« nous ») sur la plateforme de jeux.`,
      sections: [
        section(
          'Qui peut acheter du crédit',
          text(
            "Vous devez avoir au moins 18 ans et disposer de votre propre compte joueur sur la plateforme. Le crédit est réservé à votre usage personnel et ne peut pas être transféré à d'autres joueurs.",
          ),
        ),
        section(
          'Achat de crédit',
          text(
            'Vous choisissez une offre de crédit et un moyen de paiement dans la boutique. En cliquant sur le bouton de paiement, vous passez une commande ferme ; le contrat est conclu dès que votre paiement est autorisé. Le crédit est ajouté immédiatement à votre compte ou, en cas de virement, dès réception des fonds. Les prix affichés sont des prix définitifs, TVA comprise.',
          ),
        ),
        section(
          'Crédit bonus',
          text(
            'Certaines offres comprennent un crédit bonus. Le crédit bonus sert uniquement à jouer et ne peut pas être retiré, mais tout ce que vous gagnez avec, si. Le crédit bonus non utilisé expire six mois après avoir été crédité.',
          ),
        ),
        section(
          'Formule épargne',
          text(
            'La formule épargne est un abonnement mensuel : le jour de la souscription, puis chaque mois à la même date, nous prélevons le montant convenu (par exemple 10, 20 ou 30 €) et le créditons sur votre compte avec 25 % de bonus. La durée minimale est de trois mois ; la formule est ensuite reconduite de mois en mois. Vous pouvez la résilier pour la fin de la durée minimale ou de chaque mois suivant, sur le site, via le formulaire de contact, par e-mail ou par courrier.',
          ),
        ),
        section(
          "Frais d'inactivité",
          text(
            "Si vous n'avez pas joué pendant six mois, nous prélevons des frais d'inactivité pour chaque mois supplémentaire sans jeu : 6,00 € (ou 4,00 GBP, 8,50 USD, 45 DKK ou 53 SEK selon la devise de votre compte). Ces frais sont uniquement déduits de votre solde existant et cessent dès que vous rejouez.",
          ),
        ),
        section(
          'Retraits',
          text(
            "Vous pouvez demander le retrait de votre solde retirable, c'est-à-dire vos dépôts et vos gains hors crédit bonus, vers un compte bancaire ou un compte PayPal à votre nom. Le montant minimal est de 10 € ; d'éventuels frais vous sont indiqués avant la confirmation. Un seul retrait peut être en cours à la fois. Avant le premier retrait, nous vérifions votre identité : il peut donc prendre jusqu'à huit semaines ; les retraits suivants prennent généralement deux à quatre semaines.",
          ),
        ),
        section(
          'Dispositions finales',
          text(
            `Votre droit de rétractation est présenté sur une page distincte. Si une disposition des présentes conditions était invalide, les autres resteraient applicables. Une question ? Écrivez-nous à ${SUPPORT_EMAIL}.`,
          ),
        ),
      ],
    },
    withdrawal: {
      title: 'Droit de rétractation',
      intro:
        'Si vous achetez du crédit de jeu en tant que consommateur, vous disposez du droit de rétractation suivant.',
      sections: [
        section(
          'Droit de rétractation',
          text(
            'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Le délai de rétractation expire quatorze jours après le jour de la conclusion du contrat.',
          ),
        ),
        section(
          'Comment exercer ce droit',
          text(
            `Pour exercer le droit de rétractation, vous devez nous notifier (${address('Allemagne')}, e-mail : ${WITHDRAWAL_EMAIL}) votre décision de rétractation du présent contrat au moyen d'une déclaration dénuée d'ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n'est pas obligatoire. Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication avant l'expiration du délai.`,
          ),
        ),
        section(
          'Effets de la rétractation',
          text(
            "En cas de rétractation de votre part, nous vous rembourserons tous les paiements reçus de vous sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d'un moyen différent ; en tout état de cause, ce remboursement n'occasionnera pas de frais pour vous. Le crédit acheté est retiré de votre compte.",
          ),
        ),
        section(
          'Fin anticipée du droit de rétractation',
          text(
            "Votre droit de rétractation prend fin dès que vous utilisez le crédit acheté pour jouer, à condition que vous ayez expressément accepté que nous commencions l'exécution du contrat avant la fin du délai de rétractation et reconnu que vous perdez ainsi votre droit de rétractation.",
          ),
        ),
        section(
          'Modèle de formulaire de rétractation',
          text(
            '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
          ),
          form(
            `À l'attention de ${address('Allemagne')}, e-mail : ${WITHDRAWAL_EMAIL}`,
            "Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur l'achat du crédit de jeu ci-dessous (*) :",
            'Commandé le (*) / reçu le (*) :',
            'Nom du (des) consommateur(s) :',
            'Pseudo / identifiant joueur :',
            'Adresse du (des) consommateur(s) :',
            'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
            'Date :',
            '(*) Rayez la mention inutile.',
          ),
        ),
      ],
    },
    imprint: {
      title: 'Mentions légales',
      intro: "Informations sur l'éditeur du Game Credit Shop.",
      sections: [
        section('Éditeur', lines(COMPANY, STREET, CITY, 'Allemagne')),
        section('Représentée par', text(`${DIRECTOR}, gérante`)),
        section(
          'Contact',
          lines(
            `E-mail : ${SUPPORT_EMAIL}`,
            `Téléphone : ${PHONE} (du lundi au vendredi, de 9 h à 17 h, heure de Paris)`,
          ),
        ),
        section(
          'Immatriculation',
          text(
            `Inscrite au registre du commerce du tribunal d'instance (Amtsgericht) de Berlin-Charlottenburg sous le numéro ${REGISTRY}.`,
          ),
        ),
        section('Numéro de TVA intracommunautaire', text(VAT_ID)),
        section('Directrice de la publication', text(`${DIRECTOR}, adresse ci-dessus.`)),
        section('Hébergement', text(`${address('Allemagne')}, sur ses propres serveurs.`)),
        section(
          'Médiation',
          text(
            'Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un médiateur de la consommation.',
          ),
        ),
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      intro: `Cette politique explique quelles données personnelles ${COMPANY} traite lorsque vous utilisez le Game Credit Shop, et quels sont vos droits.`,
      sections: [
        section(
          'Responsable du traitement',
          text(
            `${address('Allemagne')}. Vous pouvez joindre notre délégué à la protection des données à l'adresse ${PRIVACY_EMAIL}.`,
          ),
        ),
        section(
          'Données traitées',
          list(
            'Données de compte issues de la plateforme : pseudo, identifiant joueur, pays, langue et devise',
            'Coordonnées et données de facturation : nom, adresse, date de naissance et adresse e-mail',
            'Dépôts, retraits, solde, crédit bonus et formules épargne',
            "Données techniques telles que l'adresse IP, le type de navigateur et l'heure d'accès, conservées dans des journaux à des fins de sécurité",
          ),
        ),
        section(
          'Finalités et bases légales',
          text(
            "Nous traitons vos données pour exécuter le contrat conclu avec vous (art. 6, par. 1, point b, du RGPD), pour respecter nos obligations légales, notamment en matière fiscale, de lutte contre le blanchiment et de vérification de l'âge (art. 6, par. 1, point c, du RGPD), et pour sécuriser notre service et prévenir la fraude (art. 6, par. 1, point f, du RGPD).",
          ),
        ),
        section(
          'Données de paiement',
          text(
            "Les paiements sont traités par nos prestataires de services de paiement. Les données de carte sont chiffrées dans votre navigateur et transmises directement au prestataire ; la boutique n'enregistre jamais de numéro de carte. Nous recevons uniquement un jeton, le type de carte et les quatre derniers chiffres, afin que vous puissiez reconnaître votre carte la fois suivante. Les coordonnées bancaires nécessaires aux prélèvements et aux retraits ne sont transmises au prestataire que pour exécuter l'opération concernée.",
          ),
        ),
        section(
          'Durée de conservation',
          text(
            "Nous conservons vos données tant que votre compte existe. Les documents que nous devons garder en vertu du droit commercial et fiscal sont conservés jusqu'à dix ans, puis supprimés.",
          ),
        ),
        section(
          'Cookies',
          text(
            "La boutique utilise uniquement des cookies strictement nécessaires, par exemple pour que vous restiez connecté. Nous n'utilisons pas de cookies de suivi.",
          ),
        ),
        section(
          'Vos droits',
          text('Vous avez le droit :'),
          list(
            "d'accéder aux données que nous détenons sur vous ;",
            'de faire rectifier des données inexactes ;',
            "d'obtenir l'effacement de vos données ou la limitation de leur traitement ;",
            'de recevoir vos données dans un format portable ;',
            'de vous opposer aux traitements fondés sur nos intérêts légitimes ;',
            "d'introduire une réclamation auprès d'une autorité de contrôle, en France la CNIL.",
          ),
          text(`Pour exercer vos droits, écrivez-nous simplement à ${PRIVACY_EMAIL}.`),
        ),
      ],
    },
  },
};

const es: HelpTexts = {
  demoNote:
    'Texto de demostración: esta página forma parte de una tienda de demostración. No constituye asesoramiento jurídico ni un contrato vinculante.',
  lastUpdated: 'Última actualización: 1 de noviembre de 2026',
  documents: {
    agb: {
      title: 'Términos y condiciones',
      intro: `Estos términos se aplican a todas las compras de saldo de juego en la Game Credit Shop, que ${COMPANY} («nosotros») gestiona en la plataforma de juegos.`,
      sections: [
        section(
          '¿Quién puede comprar saldo?',
          text(
            'Debes tener al menos 18 años y una cuenta de jugador propia en la plataforma. El saldo es para tu uso personal y no se puede transferir a otros jugadores.',
          ),
        ),
        section(
          'Compra de saldo',
          text(
            'En la tienda eliges un paquete de saldo y un método de pago. Al hacer clic en el botón de pago realizas un pedido vinculante; el contrato se celebra en cuanto se autoriza el pago. El saldo se abona en tu cuenta al instante o, si pagas por transferencia, cuando recibimos el dinero. Los precios indicados son precios finales con los impuestos aplicables incluidos.',
          ),
        ),
        section(
          'Bono',
          text(
            'Algunos paquetes incluyen un bono. El bono solo sirve para jugar y no se puede retirar, pero lo que ganes con él, sí. El bono que no uses caduca a los seis meses de abonarse.',
          ),
        ),
        section(
          'Plan de ahorro',
          text(
            'El plan de ahorro es una suscripción mensual: el día en que te das de alta y después cada mes en la misma fecha, cargamos el importe acordado (por ejemplo, 10, 20 o 30 €) y lo abonamos en tu cuenta junto con un bono del 25 %. La permanencia mínima es de tres meses; después, el plan se renueva mes a mes. Puedes darte de baja con efecto al final de la permanencia mínima o de cualquier mes posterior, en la web, mediante el formulario de contacto, por correo electrónico o por correo postal.',
          ),
        ),
        section(
          'Comisión por inactividad',
          text(
            'Si no has jugado durante seis meses, cobramos una comisión por inactividad por cada mes adicional sin jugar: 6,00 € (o 4,00 GBP, 8,50 USD, 45 DKK o 53 SEK, según la moneda de tu cuenta). La comisión solo se descuenta de tu saldo disponible y deja de cobrarse en cuanto vuelves a jugar.',
          ),
        ),
        section(
          'Retiros',
          text(
            'Puedes solicitar el retiro de tu saldo retirable, es decir, tus depósitos y ganancias sin el bono, a una cuenta bancaria o de PayPal a tu nombre. El importe mínimo es de 10 €; si se aplica alguna comisión, te la mostramos antes de confirmar. Solo puede haber un retiro pendiente a la vez. Antes del primer retiro verificamos tu identidad, por lo que puede tardar hasta ocho semanas; los siguientes suelen tardar entre dos y cuatro semanas.',
          ),
        ),
        section(
          'Disposiciones finales',
          text(
            `Tu derecho de desistimiento se explica en una página aparte. Si alguna disposición de estos términos no fuera válida, las demás seguirán vigentes. ¿Tienes preguntas? Escríbenos a ${SUPPORT_EMAIL}.`,
          ),
        ),
      ],
    },
    withdrawal: {
      title: 'Derecho de desistimiento',
      intro: 'Si compras saldo de juego como consumidor, tienes el siguiente derecho de desistimiento.',
      sections: [
        section(
          'Derecho de desistimiento',
          text(
            'Tienes derecho a desistir del presente contrato en un plazo de catorce días naturales sin necesidad de justificación. El plazo de desistimiento expirará a los catorce días naturales del día de la celebración del contrato.',
          ),
        ),
        section(
          'Cómo desistir',
          text(
            `Para ejercer el derecho de desistimiento, debes notificarnos (${address('Alemania')}, correo electrónico: ${WITHDRAWAL_EMAIL}) tu decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, una carta enviada por correo postal o un correo electrónico). Puedes utilizar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio. Para cumplir el plazo de desistimiento, basta con que la comunicación se envíe antes de que venza el plazo.`,
          ),
        ),
        section(
          'Consecuencias del desistimiento',
          text(
            'En caso de desistimiento, te devolveremos todos los pagos recibidos de ti sin ninguna demora indebida y, en todo caso, a más tardar catorce días naturales a partir de la fecha en la que se nos informe de tu decisión. Efectuaremos el reembolso utilizando el mismo medio de pago que empleaste en la transacción inicial, salvo que hayas dispuesto expresamente lo contrario; en ningún caso incurrirás en gasto alguno como consecuencia del reembolso. El saldo comprado se retira de tu cuenta.',
          ),
        ),
        section(
          'Extinción anticipada',
          text(
            'Tu derecho de desistimiento se extingue en cuanto utilizas el saldo comprado para jugar, siempre que hayas aceptado expresamente que empecemos a ejecutar el contrato antes de que termine el plazo de desistimiento y hayas reconocido que con ello pierdes tu derecho de desistimiento.',
          ),
        ),
        section(
          'Modelo de formulario de desistimiento',
          text('(Solo debes cumplimentar y enviar el presente formulario si deseas desistir del contrato.)'),
          form(
            `A la atención de ${address('Alemania')}, correo electrónico: ${WITHDRAWAL_EMAIL}`,
            'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de compra del siguiente saldo de juego (*):',
            'Pedido el (*) / recibido el (*):',
            'Nombre del consumidor o de los consumidores:',
            'Nombre de jugador / ID de usuario:',
            'Domicilio del consumidor o de los consumidores:',
            'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):',
            'Fecha:',
            '(*) Táchese lo que no proceda.',
          ),
        ),
      ],
    },
    imprint: {
      title: 'Aviso legal',
      intro: 'Información sobre la empresa titular de la Game Credit Shop.',
      sections: [
        section('Titular', lines(COMPANY, STREET, CITY, 'Alemania')),
        section('Representada por', text(`${DIRECTOR}, directora general`)),
        section(
          'Contacto',
          lines(
            `Correo electrónico: ${SUPPORT_EMAIL}`,
            `Teléfono: ${PHONE} (de lunes a viernes, de 9:00 a 17:00, hora de Europa central)`,
          ),
        ),
        section(
          'Datos registrales',
          text(
            `Inscrita en el Registro Mercantil del Juzgado (Amtsgericht) de Berlín-Charlottenburg con el número ${REGISTRY}.`,
          ),
        ),
        section('NIF-IVA', text(VAT_ID)),
        section('Responsable del contenido', text(`${DIRECTOR}, en la dirección indicada arriba.`)),
        section(
          'Resolución de litigios',
          text(
            'No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una entidad de resolución alternativa en materia de consumo.',
          ),
        ),
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      intro: `Esta política explica qué datos personales trata ${COMPANY} cuando usas la Game Credit Shop y qué derechos tienes.`,
      sections: [
        section(
          'Responsable del tratamiento',
          text(
            `${address('Alemania')}. Puedes contactar con nuestro delegado de protección de datos en ${PRIVACY_EMAIL}.`,
          ),
        ),
        section(
          'Qué datos tratamos',
          list(
            'Datos de la cuenta de la plataforma: nombre de jugador, ID de usuario, país, idioma y moneda',
            'Datos de contacto y facturación: nombre, dirección, fecha de nacimiento y correo electrónico',
            'Depósitos, retiros, saldo, bonos y planes de ahorro',
            'Datos técnicos como la dirección IP, el tipo de navegador y la hora de acceso, que guardamos en registros por motivos de seguridad',
          ),
        ),
        section(
          'Finalidades y bases jurídicas',
          text(
            'Tratamos tus datos para ejecutar el contrato que tenemos contigo (art. 6.1.b del RGPD), para cumplir obligaciones legales, como las fiscales, las de prevención del blanqueo de capitales y la verificación de la edad (art. 6.1.c del RGPD), y para proteger nuestro servicio y evitar el fraude (art. 6.1.f del RGPD).',
          ),
        ),
        section(
          'Datos de pago',
          text(
            'Los pagos los gestionan nuestros proveedores de servicios de pago. Los datos de la tarjeta se cifran en tu navegador y se envían directamente al proveedor de pago; la tienda nunca guarda números de tarjeta. Solo recibimos un token, el tipo de tarjeta y los cuatro últimos dígitos para que puedas reconocer tu tarjeta la próxima vez. Los datos bancarios para domiciliaciones y retiros solo se transmiten al proveedor de pago para realizar la operación correspondiente.',
          ),
        ),
        section(
          'Plazo de conservación',
          text(
            'Conservamos tus datos mientras exista tu cuenta. Los documentos que debemos guardar por la normativa mercantil y fiscal se conservan hasta diez años y después se eliminan.',
          ),
        ),
        section(
          'Cookies',
          text(
            'La tienda solo utiliza cookies técnicamente necesarias, por ejemplo, para mantener tu sesión iniciada. No utilizamos cookies de seguimiento.',
          ),
        ),
        section(
          'Tus derechos',
          text('Tienes derecho a:'),
          list(
            'acceder a los datos que tenemos sobre ti;',
            'rectificar los datos inexactos;',
            'solicitar la supresión de tus datos o la limitación de su tratamiento;',
            'recibir tus datos en un formato portable;',
            'oponerte al tratamiento basado en nuestro interés legítimo;',
            'presentar una reclamación ante una autoridad de protección de datos.',
          ),
          text(`Para ejercer tus derechos, escríbenos a ${PRIVACY_EMAIL}.`),
        ),
      ],
    },
  },
};

const nl: HelpTexts = {
  demoNote:
    'Demotekst: deze pagina hoort bij een demowinkel. Het is geen juridisch advies en geen bindende overeenkomst.',
  lastUpdated: 'Laatst bijgewerkt: 1 november 2026',
  documents: {
    agb: {
      title: 'Algemene voorwaarden',
      intro: `Deze voorwaarden gelden voor alle aankopen van speltegoed in de Game Credit Shop, die ${COMPANY} ('wij') op het spelplatform exploiteert.`,
      sections: [
        section(
          'Wie tegoed mag kopen',
          text(
            'Je moet minstens 18 jaar oud zijn en een eigen spelersaccount op het platform hebben. Het tegoed is alleen voor jouw persoonlijk gebruik en kan niet worden overgedragen aan andere spelers.',
          ),
        ),
        section(
          'Tegoed kopen',
          text(
            'Je kiest in de shop een tegoedpakket en een betaalmethode. Door op de betaalknop te klikken plaats je een bindende bestelling; de overeenkomst komt tot stand zodra je betaling is geautoriseerd. Het tegoed wordt direct bijgeschreven, of bij een bankoverschrijving zodra we het geld hebben ontvangen. De getoonde prijzen zijn eindprijzen, inclusief btw.',
          ),
        ),
        section(
          'Bonustegoed',
          text(
            'Sommige pakketten bevatten bonustegoed. Bonustegoed kun je alleen gebruiken om te spelen en niet laten uitbetalen, maar wat je ermee wint wel. Ongebruikt bonustegoed vervalt zes maanden nadat het is bijgeschreven.',
          ),
        ),
        section(
          'Spaarpakket',
          text(
            'Het spaarpakket is een maandelijks abonnement: op de dag dat je je aanmeldt en daarna elke maand op dezelfde datum schrijven we het afgesproken bedrag af (bijvoorbeeld € 10, € 20 of € 30) en zetten we het samen met 25% bonus op je account. De minimale looptijd is drie maanden; daarna wordt het pakket telkens met een maand verlengd. Je kunt opzeggen tegen het einde van de minimale looptijd of van elke volgende maand, via de website, het contactformulier, per e-mail of per post.',
          ),
        ),
        section(
          'Inactiviteitskosten',
          text(
            'Als je zes maanden niet hebt gespeeld, rekenen we voor elke volgende maand zonder spelen inactiviteitskosten van € 6,00 (of GBP 4,00, USD 8,50, DKK 45 of SEK 53, afhankelijk van de valuta van je account). De kosten worden alleen van je bestaande saldo afgetrokken en stoppen zodra je weer speelt.',
          ),
        ),
        section(
          'Uitbetalingen',
          text(
            'Je kunt je opneembare saldo – je stortingen en winsten zonder bonustegoed – laten uitbetalen op een bankrekening of PayPal-rekening op jouw naam. Het minimumbedrag is € 10; eventuele kosten zie je voordat je bevestigt. Er kan steeds maar één uitbetaling tegelijk in behandeling zijn. Voor je eerste uitbetaling controleren we je identiteit, waardoor die tot acht weken kan duren; latere uitbetalingen duren meestal twee tot vier weken.',
          ),
        ),
        section(
          'Slotbepalingen',
          text(
            `Je herroepingsrecht leggen we uit op een aparte pagina. Als een bepaling van deze voorwaarden ongeldig is, blijven de overige bepalingen van kracht. Vragen? Mail ons via ${SUPPORT_EMAIL}.`,
          ),
        ),
      ],
    },
    withdrawal: {
      title: 'Herroepingsrecht',
      intro: 'Als je als consument speltegoed koopt, heb je het volgende herroepingsrecht.',
      sections: [
        section(
          'Herroepingsrecht',
          text(
            'Je hebt het recht om binnen een termijn van 14 dagen zonder opgave van redenen deze overeenkomst te herroepen. De herroepingstermijn verstrijkt 14 dagen na de dag waarop de overeenkomst is gesloten.',
          ),
        ),
        section(
          'Zo herroep je',
          text(
            `Om het herroepingsrecht uit te oefenen, moet je ons (${address('Duitsland')}, e-mail: ${WITHDRAWAL_EMAIL}) via een ondubbelzinnige verklaring (bijvoorbeeld een per post verzonden brief of een e-mail) op de hoogte stellen van je beslissing de overeenkomst te herroepen. Je kunt hiervoor het modelformulier voor herroeping hieronder gebruiken, maar bent daartoe niet verplicht. Om de herroepingstermijn na te leven, volstaat het dat je je mededeling verzendt voordat de termijn is verstreken.`,
          ),
        ),
        section(
          'Gevolgen van de herroeping',
          text(
            "Als je de overeenkomst herroept, betalen we alle betalingen die we van je hebben ontvangen onverwijld en in ieder geval uiterlijk 14 dagen terug nadat we op de hoogte zijn gesteld van je beslissing. We betalen je terug met hetzelfde betaalmiddel waarmee je de oorspronkelijke transactie hebt verricht, tenzij je uitdrukkelijk anders hebt ingestemd; in geen geval worden voor zo'n terugbetaling kosten in rekening gebracht. Het gekochte tegoed wordt van je account afgeboekt.",
          ),
        ),
        section(
          'Vroegtijdig vervallen',
          text(
            'Je herroepingsrecht vervalt zodra je het gekochte tegoed gebruikt om te spelen, mits je uitdrukkelijk hebt ingestemd dat we vóór het einde van de herroepingstermijn met de uitvoering van de overeenkomst beginnen en hebt erkend dat je daardoor je herroepingsrecht verliest.',
          ),
        ),
        section(
          'Modelformulier voor herroeping',
          text('(Vul dit formulier alleen in en stuur het alleen terug als je de overeenkomst wilt herroepen.)'),
          form(
            `Aan ${address('Duitsland')}, e-mail: ${WITHDRAWAL_EMAIL}`,
            'Ik/Wij (*) deel/delen (*) u hierbij mede dat ik/wij (*) onze overeenkomst betreffende de aankoop van het volgende speltegoed (*) herroep/herroepen (*):',
            'Besteld op (*) / ontvangen op (*):',
            'Naam consument(en):',
            'Spelersnaam / gebruikers-ID:',
            'Adres consument(en):',
            'Handtekening consument(en) (alleen wanneer dit formulier op papier wordt ingediend):',
            'Datum:',
            '(*) Doorhalen wat niet van toepassing is.',
          ),
        ),
      ],
    },
    imprint: {
      title: 'Colofon',
      intro: 'Gegevens over het bedrijf achter de Game Credit Shop.',
      sections: [
        section('Exploitant', lines(COMPANY, STREET, CITY, 'Duitsland')),
        section('Vertegenwoordigd door', text(`${DIRECTOR}, directeur`)),
        section(
          'Contact',
          lines(`E-mail: ${SUPPORT_EMAIL}`, `Telefoon: ${PHONE} (maandag t/m vrijdag, 9.00–17.00 uur)`),
        ),
        section(
          'Handelsregister',
          text(
            `Ingeschreven in het handelsregister van het Amtsgericht Berlin-Charlottenburg onder nummer ${REGISTRY}.`,
          ),
        ),
        section('Btw-identificatienummer', text(VAT_ID)),
        section('Verantwoordelijk voor de inhoud', text(`${DIRECTOR}, adres zie boven.`)),
        section(
          'Geschillenbeslechting',
          text(
            'Wij zijn niet verplicht en niet bereid om deel te nemen aan een geschillenprocedure bij een geschillencommissie voor consumenten.',
          ),
        ),
      ],
    },
    privacy: {
      title: 'Privacyverklaring',
      intro: `In deze verklaring lees je welke persoonsgegevens ${COMPANY} verwerkt als je de Game Credit Shop gebruikt, en welke rechten je hebt.`,
      sections: [
        section(
          'Verwerkingsverantwoordelijke',
          text(`${address('Duitsland')}. Onze functionaris voor gegevensbescherming bereik je via ${PRIVACY_EMAIL}.`),
        ),
        section(
          'Welke gegevens we verwerken',
          list(
            'Accountgegevens van het platform: spelersnaam, gebruikers-ID, land, taal en valuta',
            'Contact- en factuurgegevens: naam, adres, geboortedatum en e-mailadres',
            'Stortingen, uitbetalingen, saldo, bonustegoed en spaarpakketten',
            'Technische gegevens zoals IP-adres, browsertype en tijdstip van toegang, die we voor de beveiliging in logbestanden bewaren',
          ),
        ),
        section(
          'Doelen en grondslagen',
          text(
            'We verwerken je gegevens om de overeenkomst met jou uit te voeren (art. 6 lid 1 sub b AVG), om te voldoen aan wettelijke verplichtingen, zoals fiscale regels, de voorkoming van witwassen en leeftijdscontrole (art. 6 lid 1 sub c AVG), en om onze dienst te beveiligen en fraude te voorkomen (art. 6 lid 1 sub f AVG).',
          ),
        ),
        section(
          'Betaalgegevens',
          text(
            "Betalingen worden afgehandeld door onze betaaldienstverleners. Kaartgegevens worden in je browser versleuteld en rechtstreeks naar de betaaldienstverlener gestuurd; de shop slaat nooit kaartnummers op. We ontvangen alleen een token, het kaarttype en de laatste vier cijfers, zodat je je kaart de volgende keer herkent. Bankgegevens voor incasso's en uitbetalingen geven we alleen door aan de betaaldienstverlener om de betreffende transactie uit te voeren.",
          ),
        ),
        section(
          'Bewaartermijn',
          text(
            'We bewaren je gegevens zolang je account bestaat. Stukken die we volgens de handels- en belastingwetgeving moeten bewaren, houden we maximaal tien jaar en verwijderen we daarna.',
          ),
        ),
        section(
          'Cookies',
          text(
            'De shop gebruikt alleen technisch noodzakelijke cookies, bijvoorbeeld om je ingelogd te houden. We gebruiken geen trackingcookies.',
          ),
        ),
        section(
          'Jouw rechten',
          text('Je hebt het recht om:'),
          list(
            'de gegevens in te zien die we over je hebben;',
            'onjuiste gegevens te laten corrigeren;',
            'je gegevens te laten wissen of de verwerking ervan te laten beperken;',
            'je gegevens in een overdraagbaar formaat te ontvangen;',
            'bezwaar te maken tegen verwerking op basis van ons gerechtvaardigd belang;',
            'een klacht in te dienen bij een toezichthouder voor gegevensbescherming.',
          ),
          text(`Wil je een van deze rechten gebruiken? Mail ons dan via ${PRIVACY_EMAIL}.`),
        ),
      ],
    },
  },
};

const sv: HelpTexts = {
  demoNote:
    'Demotext: den här sidan hör till en demobutik. Den är varken juridisk rådgivning eller ett bindande avtal.',
  lastUpdated: 'Senast uppdaterad: 1 november 2026',
  documents: {
    agb: {
      title: 'Allmänna villkor',
      intro: `Dessa villkor gäller för alla köp av spelsaldo i Game Credit Shop, som ${COMPANY} (”vi”) driver på spelplattformen.`,
      sections: [
        section(
          'Vem som får köpa',
          text(
            'Du måste vara minst 18 år och ha ett eget spelarkonto på plattformen. Saldot är bara för ditt personliga bruk och kan inte föras över till andra spelare.',
          ),
        ),
        section(
          'Köp av saldo',
          text(
            'Du väljer ett paket och ett betalningssätt i butiken. När du klickar på betalknappen gör du en bindande beställning; avtalet ingås så snart din betalning har godkänts. Saldot sätts in på ditt konto direkt, eller när vi har tagit emot pengarna om du betalar med banköverföring. Alla priser är slutpriser inklusive moms.',
          ),
        ),
        section(
          'Bonus',
          text(
            'Vissa paket innehåller en bonus. Bonusen kan bara användas för spel och kan inte tas ut, men det du vinner med den kan det. Bonus som inte används förfaller sex månader efter att den satts in.',
          ),
        ),
        section(
          'Sparpaket',
          text(
            'Sparpaketet är ett månadsabonnemang: den dag du tecknar det och sedan varje månad på samma datum drar vi det överenskomna beloppet (till exempel 100, 200 eller 300 kr) och sätter in det på ditt konto tillsammans med 25 % bonus. Den kortaste avtalstiden är tre månader; därefter förlängs paketet med en månad i taget. Du kan säga upp det till slutet av den kortaste avtalstiden eller av varje följande månad, på webbplatsen, via kontaktformuläret, per e-post eller per brev.',
          ),
        ),
        section(
          'Inaktivitetsavgift',
          text(
            'Om du inte har spelat på sex månader tar vi ut en inaktivitetsavgift för varje ytterligare månad utan spel: 53 kr (eller 6,00 EUR, 4,00 GBP, 8,50 USD eller 45 DKK beroende på kontots valuta). Avgiften dras bara från ditt befintliga saldo och upphör så snart du spelar igen.',
          ),
        ),
        section(
          'Uttag',
          text(
            'Du kan begära uttag av ditt uttagsbara saldo, det vill säga dina insättningar och vinster utan bonus, till ett bankkonto eller PayPal-konto i ditt namn. Minsta uttag är 100 kr; en eventuell avgift visas innan du bekräftar. Bara ett uttag i taget kan vara under behandling. Före ditt första uttag kontrollerar vi din identitet, så det kan ta upp till åtta veckor; senare uttag tar oftast två till fyra veckor.',
          ),
        ),
        section(
          'Slutbestämmelser',
          text(
            `Din ångerrätt beskrivs på en separat sida. Om någon bestämmelse i dessa villkor är ogiltig gäller övriga bestämmelser fortfarande. Har du frågor? Mejla oss på ${SUPPORT_EMAIL}.`,
          ),
        ),
      ],
    },
    withdrawal: {
      title: 'Ångerrätt',
      intro: 'Om du köper spelsaldo som konsument har du följande ångerrätt.',
      sections: [
        section(
          'Ångerrätt',
          text(
            'Du har rätt att frånträda detta avtal inom 14 dagar utan att ange något skäl. Ångerfristen löper ut 14 dagar efter den dag då avtalet ingicks.',
          ),
        ),
        section(
          'Så utövar du ångerrätten',
          text(
            `För att utöva ångerrätten ska du meddela oss (${address('Tyskland')}, e-post: ${WITHDRAWAL_EMAIL}) ditt beslut att frånträda avtalet genom ett entydigt meddelande (till exempel ett brev som skickas med post eller ett e-postmeddelande). Du kan använda standardformuläret för utövande av ångerrätten nedan, men det är inte obligatoriskt. För att du ska hinna utöva ångerrätten i tid räcker det att du skickar ditt meddelande innan ångerfristen har löpt ut.`,
          ),
        ),
        section(
          'Följder av att du utövar ångerrätten',
          text(
            'Om du frånträder avtalet betalar vi tillbaka alla betalningar som vi har fått från dig utan onödigt dröjsmål och senast 14 dagar från den dag då vi underrättades om ditt beslut. Vi använder samma betalningsmedel som du använde vid den ursprungliga transaktionen, om du inte uttryckligen har godkänt något annat; du debiteras under inga omständigheter några avgifter för återbetalningen. Det köpta saldot tas bort från ditt konto.',
          ),
        ),
        section(
          'När ångerrätten upphör i förtid',
          text(
            'Ångerrätten upphör så snart du använder det köpta saldot för spel, förutsatt att du uttryckligen har samtyckt till att vi börjar fullgöra avtalet innan ångerfristen har löpt ut och bekräftat att du därmed förlorar din ångerrätt.',
          ),
        ),
        section(
          'Standardformulär för utövande av ångerrätten',
          text('(Fyll i och skicka tillbaka detta formulär endast om du vill frånträda avtalet.)'),
          form(
            `Till ${address('Tyskland')}, e-post: ${WITHDRAWAL_EMAIL}`,
            'Jag/Vi (*) meddelar härmed att jag/vi (*) vill frånträda mitt/vårt (*) avtal om köp av följande spelsaldo (*):',
            'Beställd den (*) / mottagen den (*):',
            'Konsumentens/konsumenternas namn:',
            'Spelarnamn/användar-id:',
            'Konsumentens/konsumenternas adress:',
            'Konsumentens/konsumenternas namnteckning (endast om formuläret skickas i pappersform):',
            'Datum:',
            '(*) Stryk det som inte gäller.',
          ),
        ),
      ],
    },
    imprint: {
      title: 'Företagsinformation',
      intro: 'Uppgifter om företaget som driver Game Credit Shop.',
      sections: [
        section('Företag', lines(COMPANY, STREET, CITY, 'Tyskland')),
        section('Företräds av', text(`${DIRECTOR}, verkställande direktör`)),
        section('Kontakt', lines(`E-post: ${SUPPORT_EMAIL}`, `Telefon: ${PHONE} (måndag–fredag kl. 9–17)`)),
        section(
          'Handelsregister',
          text(`Registrerat i handelsregistret vid Amtsgericht Berlin-Charlottenburg under nummer ${REGISTRY}.`),
        ),
        section('Momsregistreringsnummer', text(VAT_ID)),
        section('Ansvarig för innehållet', text(`${DIRECTOR}, adress enligt ovan.`)),
        section(
          'Tvistlösning',
          text(
            'Vi är varken skyldiga eller beredda att delta i tvistlösning inför en nämnd för alternativ tvistlösning för konsumenter.',
          ),
        ),
      ],
    },
    privacy: {
      title: 'Integritetspolicy',
      intro: `Här beskriver vi vilka personuppgifter ${COMPANY} behandlar när du använder Game Credit Shop och vilka rättigheter du har.`,
      sections: [
        section(
          'Personuppgiftsansvarig',
          text(`${address('Tyskland')}. Du når vårt dataskyddsombud på ${PRIVACY_EMAIL}.`),
        ),
        section(
          'Vilka uppgifter vi behandlar',
          list(
            'Kontouppgifter från plattformen: spelarnamn, användar-id, land, språk och valuta',
            'Kontakt- och faktureringsuppgifter: namn, adress, födelsedatum och e-postadress',
            'Insättningar, uttag, saldo, bonus och sparpaket',
            'Tekniska uppgifter som IP-adress, webbläsartyp och tidpunkt för besöket, som vi sparar i loggfiler av säkerhetsskäl',
          ),
        ),
        section(
          'Ändamål och rättslig grund',
          text(
            'Vi behandlar dina uppgifter för att fullgöra avtalet med dig (artikel 6.1 b i dataskyddsförordningen), för att uppfylla rättsliga förpliktelser, till exempel enligt skattelagstiftningen, penningtvättsreglerna och kraven på ålderskontroll (artikel 6.1 c), och för att skydda vår tjänst och förhindra bedrägerier (artikel 6.1 f).',
          ),
        ),
        section(
          'Betalningsuppgifter',
          text(
            'Betalningar hanteras av våra betaltjänstleverantörer. Kortuppgifter krypteras i din webbläsare och skickas direkt till betaltjänstleverantören; butiken sparar aldrig kortnummer. Vi får bara en token, korttypen och de fyra sista siffrorna, så att du känner igen ditt kort nästa gång. Bankuppgifter för autogiro och uttag lämnas bara till betaltjänstleverantören för att genomföra den aktuella transaktionen.',
          ),
        ),
        section(
          'Lagringstid',
          text(
            'Vi sparar dina uppgifter så länge ditt konto finns. Underlag som vi måste spara enligt bokförings- och skattereglerna sparas i upp till tio år och raderas sedan.',
          ),
        ),
        section(
          'Cookies',
          text(
            'Butiken använder bara nödvändiga cookies, till exempel för att du ska förbli inloggad. Vi använder inga spårningscookies.',
          ),
        ),
        section(
          'Dina rättigheter',
          text('Du har rätt att'),
          list(
            'få tillgång till de uppgifter vi har om dig,',
            'få felaktiga uppgifter rättade,',
            'få dina uppgifter raderade eller behandlingen begränsad,',
            'få ut dina uppgifter i ett överförbart format,',
            'invända mot behandling som grundar sig på vårt berättigade intresse,',
            'lämna klagomål till en tillsynsmyndighet, i Sverige Integritetsskyddsmyndigheten (IMY).',
          ),
          text(`Mejla oss på ${PRIVACY_EMAIL} om du vill använda dina rättigheter.`),
        ),
      ],
    },
  },
};

const da: HelpTexts = {
  demoNote:
    'Demotekst: denne side hører til en demobutik. Den er hverken juridisk rådgivning eller en bindende aftale.',
  lastUpdated: 'Senest opdateret: 1. november 2026',
  documents: {
    agb: {
      title: 'Vilkår og betingelser',
      intro: `Disse vilkår gælder for alle køb af spilkredit i Game Credit Shop, som ${COMPANY} (»vi«) driver på spilplatformen.`,
      sections: [
        section(
          'Hvem må købe kredit',
          text(
            'Du skal være mindst 18 år og have din egen spillerkonto på platformen. Kreditten er kun til dit personlige brug og kan ikke overføres til andre spillere.',
          ),
        ),
        section(
          'Køb af kredit',
          text(
            'Du vælger en kreditpakke og en betalingsmetode i shoppen. Når du klikker på betalingsknappen, afgiver du en bindende bestilling; aftalen indgås, så snart din betaling er godkendt. Kreditten indsættes straks på din konto – ved bankoverførsel, når vi har modtaget pengene. Alle priser er slutpriser inklusive moms.',
          ),
        ),
        section(
          'Bonuskredit',
          text(
            'Nogle pakker indeholder bonuskredit. Bonuskredit kan kun bruges til spil og kan ikke udbetales, men det, du vinder med den, kan. Ubrugt bonuskredit udløber seks måneder efter, at den er indsat.',
          ),
        ),
        section(
          'Sparepakke',
          text(
            'Sparepakken er et månedligt abonnement: på tilmeldingsdagen og derefter hver måned på samme dato trækker vi det aftalte beløb (for eksempel 100, 200 eller 300 kr.) og indsætter det på din konto sammen med 25 % bonus. Bindingsperioden er tre måneder; derefter forlænges pakken en måned ad gangen. Du kan opsige den til udgangen af bindingsperioden eller af enhver efterfølgende måned – på hjemmesiden, via kontaktformularen, pr. e-mail eller pr. brev.',
          ),
        ),
        section(
          'Inaktivitetsgebyr',
          text(
            'Hvis du ikke har spillet i seks måneder, opkræver vi et inaktivitetsgebyr for hver yderligere måned uden spil: 45 kr. (eller 6,00 EUR, 4,00 GBP, 8,50 USD eller 53 SEK afhængigt af din kontovaluta). Gebyret trækkes kun fra din eksisterende saldo og ophører, så snart du spiller igen.',
          ),
        ),
        section(
          'Udbetalinger',
          text(
            'Du kan anmode om udbetaling af din udbetalbare saldo, dvs. dine indbetalinger og gevinster uden bonuskredit, til en bankkonto eller PayPal-konto i dit navn. Mindste udbetaling er 100 kr.; et eventuelt gebyr vises, før du bekræfter. Der kan kun være én udbetaling under behandling ad gangen. Før din første udbetaling kontrollerer vi din identitet, så den kan tage op til otte uger; senere udbetalinger tager normalt to til fire uger.',
          ),
        ),
        section(
          'Afsluttende bestemmelser',
          text(
            `Din fortrydelsesret er beskrevet på en separat side. Hvis en bestemmelse i disse vilkår er ugyldig, gælder de øvrige bestemmelser fortsat. Har du spørgsmål? Skriv til os på ${SUPPORT_EMAIL}.`,
          ),
        ),
      ],
    },
    withdrawal: {
      title: 'Fortrydelsesret',
      intro: 'Når du køber spilkredit som forbruger, har du følgende fortrydelsesret.',
      sections: [
        section(
          'Fortrydelsesret',
          text(
            'Du har ret til at fortryde denne aftale inden for 14 dage uden at angive nogen grund. Fortrydelsesfristen udløber 14 dage efter den dag, hvor aftalen blev indgået.',
          ),
        ),
        section(
          'Sådan fortryder du',
          text(
            `For at udøve fortrydelsesretten skal du give os (${address('Tyskland')}, e-mail: ${WITHDRAWAL_EMAIL}) meddelelse om din beslutning om at fortryde aftalen i en utvetydig erklæring (f.eks. et brev sendt med posten eller en e-mail). Du kan bruge standardfortrydelsesformularen nedenfor, men det er ikke obligatorisk. Fortrydelsesfristen er overholdt, hvis du sender din meddelelse, inden fristen er udløbet.`,
          ),
        ),
        section(
          'Virkninger af fortrydelse',
          text(
            'Hvis du fortryder aftalen, tilbagebetaler vi alle betalinger, vi har modtaget fra dig, uden unødig forsinkelse og senest 14 dage fra den dato, hvor vi har modtaget meddelelse om din beslutning. Vi gennemfører tilbagebetalingen med samme betalingsmiddel, som du benyttede ved den oprindelige transaktion, medmindre du udtrykkeligt har indvilget i noget andet; du kommer under ingen omstændigheder til at betale gebyrer for tilbagebetalingen. Den købte kredit fjernes fra din konto.',
          ),
        ),
        section(
          'Bortfald af fortrydelsesretten',
          text(
            'Din fortrydelsesret bortfalder, så snart du bruger den købte kredit til spil, forudsat at du udtrykkeligt har accepteret, at vi begynder at opfylde aftalen, før fortrydelsesfristen udløber, og har anerkendt, at du dermed mister din fortrydelsesret.',
          ),
        ),
        section(
          'Standardfortrydelsesformular',
          text('(Denne formular udfyldes og returneres kun, hvis du ønsker at fortryde aftalen.)'),
          form(
            `Til ${address('Tyskland')}, e-mail: ${WITHDRAWAL_EMAIL}`,
            'Jeg/vi (*) meddeler herved, at jeg/vi (*) ønsker at gøre fortrydelsesretten gældende i forbindelse med min/vores (*) aftale om køb af følgende spilkredit (*):',
            'Bestilt den (*) / modtaget den (*):',
            'Forbrugerens/forbrugernes navn:',
            'Spillernavn/bruger-id:',
            'Forbrugerens/forbrugernes adresse:',
            'Forbrugerens/forbrugernes underskrift (kun hvis formularens indhold meddeles på papir):',
            'Dato:',
            '(*) Det ikke-relevante udstreges.',
          ),
        ),
      ],
    },
    imprint: {
      title: 'Virksomhedsoplysninger',
      intro: 'Oplysninger om virksomheden bag Game Credit Shop.',
      sections: [
        section('Virksomhed', lines(COMPANY, STREET, CITY, 'Tyskland')),
        section('Repræsenteret ved', text(`${DIRECTOR}, administrerende direktør`)),
        section('Kontakt', lines(`E-mail: ${SUPPORT_EMAIL}`, `Telefon: ${PHONE} (mandag-fredag kl. 9-17)`)),
        section(
          'Handelsregister',
          text(`Registreret i handelsregistret ved Amtsgericht Berlin-Charlottenburg under nummer ${REGISTRY}.`),
        ),
        section('Momsnummer', text(VAT_ID)),
        section('Ansvarlig for indholdet', text(`${DIRECTOR}, adresse som ovenfor.`)),
        section(
          'Tvistløsning',
          text(
            'Vi er hverken forpligtet til eller villige til at deltage i tvistløsning ved et klagenævn for forbrugerklager.',
          ),
        ),
      ],
    },
    privacy: {
      title: 'Privatlivspolitik',
      intro: `Her kan du læse, hvilke personoplysninger ${COMPANY} behandler, når du bruger Game Credit Shop, og hvilke rettigheder du har.`,
      sections: [
        section(
          'Dataansvarlig',
          text(`${address('Tyskland')}. Du kan kontakte vores databeskyttelsesrådgiver på ${PRIVACY_EMAIL}.`),
        ),
        section(
          'Hvilke oplysninger vi behandler',
          list(
            'Kontooplysninger fra platformen: spillernavn, bruger-id, land, sprog og valuta',
            'Kontakt- og faktureringsoplysninger: navn, adresse, fødselsdato og e-mailadresse',
            'Indbetalinger, udbetalinger, saldo, bonuskredit og sparepakker',
            'Tekniske oplysninger som IP-adresse, browsertype og tidspunkt for besøget, som vi gemmer i logfiler af sikkerhedshensyn',
          ),
        ),
        section(
          'Formål og retsgrundlag',
          text(
            'Vi behandler dine oplysninger for at opfylde aftalen med dig (databeskyttelsesforordningens artikel 6, stk. 1, litra b), for at overholde retlige forpligtelser, f.eks. skatteregler, hvidvaskregler og krav om alderskontrol (artikel 6, stk. 1, litra c), og for at beskytte vores tjeneste og forhindre svindel (artikel 6, stk. 1, litra f).',
          ),
        ),
        section(
          'Betalingsoplysninger',
          text(
            'Betalinger håndteres af vores betalingsudbydere. Kortoplysninger krypteres i din browser og sendes direkte til betalingsudbyderen; shoppen gemmer aldrig kortnumre. Vi modtager kun et token, korttypen og de sidste fire cifre, så du kan genkende dit kort næste gang. Bankoplysninger til automatiske betalinger og udbetalinger videregives kun til betalingsudbyderen for at gennemføre den pågældende transaktion.',
          ),
        ),
        section(
          'Opbevaring',
          text(
            'Vi opbevarer dine oplysninger, så længe din konto findes. Bilag, som vi skal gemme efter bogførings- og skattereglerne, opbevares i op til ti år og slettes derefter.',
          ),
        ),
        section(
          'Cookies',
          text(
            'Shoppen bruger kun nødvendige cookies, for eksempel så du forbliver logget ind. Vi bruger ikke sporingscookies.',
          ),
        ),
        section(
          'Dine rettigheder',
          text('Du har ret til at'),
          list(
            'få indsigt i de oplysninger, vi har om dig,',
            'få urigtige oplysninger berigtiget,',
            'få dine oplysninger slettet eller behandlingen begrænset,',
            'modtage dine oplysninger i et overførbart format,',
            'gøre indsigelse mod behandling, der bygger på vores legitime interesser,',
            'klage til en tilsynsmyndighed, i Danmark Datatilsynet.',
          ),
          text(`Skriv til ${PRIVACY_EMAIL}, hvis du vil gøre brug af dine rettigheder.`),
        ),
      ],
    },
  },
};

/** Every help text by the language its page is written in. */
export const HELP_TEXTS: Readonly<Record<HelpLanguage, HelpTexts>> = {
  en,
  'en-GB': enGB,
  de,
  fr,
  da,
  es,
  nl,
  sv,
};
