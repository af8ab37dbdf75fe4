// The e-mails' sentences (saver package, payout review) in the shop's 8 languages: `en` holds every key, the others must
// match it (a test checks keys and placeholders). Placeholders take already formatted amounts and dates.
import type { Language } from '@shop/domain/language';
import { collapseAbbreviationPeriod } from '@shop/domain/text';

const en = {
  greeting: 'Hello,',
  signOff: 'Kind regards,',
  team: 'The Game Shop team',
  footer: 'This is an automatic email about your saver package.',
  questions: 'Questions? Our customer support team is happy to help.',
  diamonds: '{amount} diamonds',
  linkHint: 'If the button does not work, copy this link into your browser:',
  bonusTerms: 'The bonus cannot be withdrawn and expires six months after it is credited.',
  cancelHow:
    'You can cancel at the end of the minimum term or of any later month: in the shop settings, through the contact form, by email, or by mail. If you cancel by mail, the cancellation counts from the day we receive it.',

  confirmSubject: 'Please confirm your saver package',
  confirmIntro: 'Thank you for ordering the saver package. Please confirm your order:',
  confirmButton: 'Confirm saver package',
  confirmMonthly: 'Each month you pay {price} and receive a deposit of {deposit} plus a bonus of {bonus}.',
  confirmFirst: 'The first booking was made today, {startDate}; the next ones follow on the same day each month.',
  confirmTerm:
    'The minimum term is 3 months, until {minimumTermEndDate}. After that, the package renews month by month.',
  confirmIgnore:
    "If you did not order the saver package, you don't need to do anything: without your confirmation, no further bookings are made.",

  activeSubject: 'Your saver package is active',
  activeIntro: 'Thank you for confirming. Your saver package is now active.',
  activeNext: 'Your next booking of {price} is on {nextBookingDate}. Each month you also receive a bonus of {bonus}.',

  bookingSubject: 'Your monthly saver package booking',
  bookingIntro: 'On {bookingDate}, we booked {price} for your saver package.',
  bookingCredited: 'Your account has been credited with a deposit of {deposit} and a bonus of {bonus}.',
  bookingBonusExpiry: 'The bonus cannot be withdrawn; whatever is left of it expires on {bonusExpiresOn}.',
  bookingNext: 'Your next booking is on {nextBookingDate}.',
  bookingLast: 'This was the last booking of your saver package.',

  declinedSubject: "Your saver package payment didn't go through",
  declinedIntro: 'Your payment of {price} for the saver package on {bookingDate} was declined.',
  declinedRetry: 'We will try again on {nextAttemptDate}. Please make sure your account has enough funds by then.',
  declinedEnd: 'If the payment fails again, your saver package may end.',
  skippedSubject: 'Your saver package booking was not made',
  skippedIntro:
    'We did not book {price} for your saver package on {bookingDate}, because it would have exceeded your deposit limit.',
  skippedLeft: 'Your deposit limits allow {amountLeft} more for now.',
  skippedFrom: 'Further deposits are possible from {nextPossibleDate}.',

  failedSubject: 'Your saver package has ended',
  failedDeclined:
    'We could not collect the payment of {price} for your saver package, even after trying again. Your saver package has therefore ended.',
  failedReturned:
    'Your bank returned the payment of {price} for your saver package. Your saver package has therefore ended.',
  failedMandateRevoked:
    'The direct debit authorization for your saver package was revoked. Your saver package has therefore ended.',
  failedUnconfirmed:
    'You did not confirm your saver package in time. It has therefore ended, and no further bookings will be made.',
  failedOther: 'Your saver package has ended.',

  cancelledSubject: 'Your saver package has been canceled',
  cancelledWeb: 'We received your cancellation through the shop settings on {receivedDate}.',
  cancelledPost: 'We received your cancellation by mail on {receivedDate}.',
  cancelledEmail: 'We received your cancellation by email on {receivedDate}.',
  cancelledAccount:
    'You closed your player account on {receivedDate}, so your saver package has been canceled as well.',
  cancelledMandate:
    'The direct debit authorization for your saver package was revoked on {receivedDate}, so your saver package has been canceled.',
  cancelledOther: 'We received your cancellation on {receivedDate}.',
  cancelledEnd: 'Your saver package ends on {endDate}. No bookings are made after that date.',
  cancelledBonus: 'Bonuses already credited stay in your account until they expire.',

  returnedSubject: 'Your saver package payment was returned',
  returnedIntro: 'Your bank returned the payment of {price} from {bookingDate}.',
  returnedReversed: 'We have therefore taken back the deposit of {deposit} and the bonus of {bonus} from your account.',
  returnedBlocked:
    'Deposits are blocked until the amount of {price} has been paid and you have given us a new direct debit authorization.',
  returnedContact: 'Please contact our customer support team to settle the amount.',

  revokedSubject: 'Your direct debit authorization was revoked',
  revokedIntro:
    'You revoked the direct debit authorization for your saver package without giving a new one. Your saver package therefore ends on {endDate}.',
  revokedDeducted:
    'As set out in the terms, the last bonus credited ({bonusDeducted}) has been deducted from your account.',
  revokedBlocked: 'Because this bonus had already been used, you cannot sign up for a new saver package.',

  expiredSubject: 'Your saver package bonus has expired',
  expiredIntro:
    'The bonus credited on {grantedOn} has expired after six months. The unused amount of {amount} has been removed from your account.',
  expiredInfo: 'Your deposits and winnings are not affected.',

  payoutFooter: 'This is an automatic email about your payout.',
  payoutRejectedSubject: "Your payout couldn't be made",
  payoutRejectedIntro: 'We checked your payout request of {amount} from {requestedDate} and could not pay it out.',
  payoutRejectedReason: 'The reason: {reason}',
  payoutRejectedReturned:
    'The full amount of {amount}, fee included, is back in your withdrawable balance. You can request a new payout at any time.',
};

export type MailTextKey = keyof typeof en;
type Dictionary = Record<MailTextKey, string>;

// British usage: e-mail, cancelled, by post, Direct Debit mandate, customer service, take out.
const enGB: Dictionary = {
  ...en,
  footer: 'This is an automatic e-mail about your saver package.',
  questions: 'Questions? Our customer service team is happy to help.',
  cancelHow:
    'You can cancel at the end of the minimum term or of any later month: in the shop settings, through the contact form, by e-mail or by post. If you cancel by post, the cancellation counts from the day we receive it.',
  failedMandateRevoked:
    'The Direct Debit mandate for your saver package was cancelled. Your saver package has therefore ended.',
  cancelledSubject: 'Your saver package has been cancelled',
  cancelledPost: 'We received your cancellation by post on {receivedDate}.',
  cancelledEmail: 'We received your cancellation by e-mail on {receivedDate}.',
  cancelledAccount:
    'You closed your player account on {receivedDate}, so your saver package has been cancelled as well.',
  cancelledMandate:
    'The Direct Debit mandate for your saver package was cancelled on {receivedDate}, so your saver package has been cancelled.',
  returnedSubject: 'Your saver package Direct Debit was returned',
  returnedIntro: 'Your bank returned the Direct Debit of {price} from {bookingDate}.',
  returnedBlocked:
    'Deposits are blocked until the amount of {price} has been paid and you have given us a new Direct Debit mandate.',
  returnedContact: 'Please contact our customer service team to settle the amount.',
  revokedSubject: 'Your Direct Debit mandate was cancelled',
  revokedIntro:
    'You cancelled the Direct Debit mandate for your saver package without setting up a new one. Your saver package therefore ends on {endDate}.',
  revokedBlocked: 'Because this bonus had already been used, you cannot take out a new saver package.',
  payoutFooter: 'This is an automatic e-mail about your payout.',
};

const de: Dictionary = {
  greeting: 'Hallo,',
  signOff: 'Viele Grüße',
  team: 'Dein Game-Shop-Team',
  footer: 'Dies ist eine automatische E-Mail zu deinem Sparpaket.',
  questions: 'Fragen? Unser Kundenservice hilft dir gern weiter.',
  diamonds: '{amount} Diamanten',
  linkHint: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  bonusTerms: 'Der Bonus ist nicht auszahlbar und verfällt sechs Monate nach der Gutschrift.',
  cancelHow:
    'Du kannst zum Ende der Mindestlaufzeit oder zum Ende jedes weiteren Monats kündigen: in den Shop-Einstellungen, über das Kontaktformular, per E-Mail oder per Post. Eine Kündigung per Post gilt ab dem Tag, an dem sie bei uns eingeht.',

  confirmSubject: 'Bitte bestätige dein Sparpaket',
  confirmIntro: 'Danke für deine Bestellung des Sparpakets. Bitte bestätige sie hier:',
  confirmButton: 'Sparpaket bestätigen',
  confirmMonthly:
    'Jeden Monat zahlst du {price} und erhältst dafür eine Einzahlung von {deposit} plus einen Bonus von {bonus}.',
  confirmFirst: 'Die erste Buchung ist heute erfolgt, am {startDate}; die weiteren folgen jeden Monat am selben Tag.',
  confirmTerm:
    'Die Mindestlaufzeit beträgt 3 Monate, bis zum {minimumTermEndDate}. Danach verlängert sich das Sparpaket jeweils um einen Monat.',
  confirmIgnore:
    'Falls du das Sparpaket nicht bestellt hast, musst du nichts tun: Ohne deine Bestätigung gibt es keine weiteren Buchungen.',

  activeSubject: 'Dein Sparpaket ist aktiv',
  activeIntro: 'Danke für deine Bestätigung. Dein Sparpaket ist jetzt aktiv.',
  activeNext:
    'Die nächste Buchung über {price} erfolgt am {nextBookingDate}. Jeden Monat bekommst du außerdem einen Bonus von {bonus}.',

  bookingSubject: 'Die monatliche Buchung deines Sparpakets',
  bookingIntro: 'Am {bookingDate} haben wir {price} für dein Sparpaket gebucht.',
  bookingCredited: 'Deinem Konto wurden eine Einzahlung von {deposit} und ein Bonus von {bonus} gutgeschrieben.',
  bookingBonusExpiry: 'Der Bonus ist nicht auszahlbar; was davon übrig ist, verfällt am {bonusExpiresOn}.',
  bookingNext: 'Die nächste Buchung erfolgt am {nextBookingDate}.',
  bookingLast: 'Das war die letzte Buchung deines Sparpakets.',

  declinedSubject: 'Die Zahlung für dein Sparpaket hat nicht geklappt',
  declinedIntro: 'Deine Zahlung über {price} für das Sparpaket vom {bookingDate} wurde abgelehnt.',
  declinedRetry:
    'Wir versuchen es am {nextAttemptDate} noch einmal. Bitte sorge dafür, dass dein Konto bis dahin gedeckt ist.',
  declinedEnd: 'Klappt die Zahlung erneut nicht, kann dein Sparpaket enden.',
  skippedSubject: 'Deine Sparpaket-Buchung wurde nicht ausgeführt',
  skippedIntro:
    'Wir haben am {bookingDate} keine {price} für dein Sparpaket gebucht, weil das dein Einzahlungslimit überschritten hätte.',
  skippedLeft: 'Deine Einzahlungslimits erlauben im Moment noch {amountLeft}.',
  skippedFrom: 'Weitere Einzahlungen sind ab dem {nextPossibleDate} möglich.',

  failedSubject: 'Dein Sparpaket ist beendet',
  failedDeclined:
    'Wir konnten die Zahlung über {price} für dein Sparpaket auch beim erneuten Versuch nicht einziehen. Dein Sparpaket ist deshalb beendet.',
  failedReturned:
    'Deine Bank hat die Zahlung über {price} für dein Sparpaket zurückgegeben. Dein Sparpaket ist deshalb beendet.',
  failedMandateRevoked:
    'Das Lastschriftmandat für dein Sparpaket wurde widerrufen. Dein Sparpaket ist deshalb beendet.',
  failedUnconfirmed:
    'Du hast dein Sparpaket nicht rechtzeitig bestätigt. Es ist deshalb beendet, und es gibt keine weiteren Buchungen.',
  failedOther: 'Dein Sparpaket ist beendet.',

  cancelledSubject: 'Dein Sparpaket ist gekündigt',
  cancelledWeb: 'Deine Kündigung in den Shop-Einstellungen ist am {receivedDate} bei uns eingegangen.',
  cancelledPost: 'Deine Kündigung per Post ist am {receivedDate} bei uns eingegangen.',
  cancelledEmail: 'Deine Kündigung per E-Mail ist am {receivedDate} bei uns eingegangen.',
  cancelledAccount: 'Du hast dein Spielerkonto am {receivedDate} geschlossen; damit ist auch dein Sparpaket gekündigt.',
  cancelledMandate:
    'Das Lastschriftmandat für dein Sparpaket wurde am {receivedDate} widerrufen; damit ist dein Sparpaket gekündigt.',
  cancelledOther: 'Deine Kündigung ist am {receivedDate} bei uns eingegangen.',
  cancelledEnd: 'Dein Sparpaket endet am {endDate}. Danach gibt es keine Buchungen mehr.',
  cancelledBonus: 'Bereits gutgeschriebene Boni bleiben auf deinem Konto, bis sie verfallen.',

  returnedSubject: 'Die Lastschrift für dein Sparpaket wurde zurückgegeben',
  returnedIntro: 'Deine Bank hat die Lastschrift über {price} vom {bookingDate} zurückgegeben.',
  returnedReversed:
    'Wir haben deshalb die Einzahlung von {deposit} und den Bonus von {bonus} von deinem Konto zurückgebucht.',
  returnedBlocked:
    'Einzahlungen sind gesperrt, bis der Betrag von {price} bezahlt ist und du uns ein neues Lastschriftmandat erteilt hast.',
  returnedContact: 'Bitte wende dich an unseren Kundenservice, um den Betrag zu begleichen.',

  revokedSubject: 'Dein Lastschriftmandat wurde widerrufen',
  revokedIntro:
    'Du hast das Lastschriftmandat für dein Sparpaket widerrufen, ohne ein neues zu erteilen. Dein Sparpaket endet deshalb am {endDate}.',
  revokedDeducted:
    'Wie in den Bedingungen vorgesehen, haben wir den zuletzt gutgeschriebenen Bonus ({bonusDeducted}) von deinem Konto abgezogen.',
  revokedBlocked: 'Da dieser Bonus bereits verbraucht war, kannst du kein neues Sparpaket abschließen.',

  expiredSubject: 'Der Bonus deines Sparpakets ist verfallen',
  expiredIntro:
    'Der am {grantedOn} gutgeschriebene Bonus ist nach sechs Monaten verfallen. Der nicht genutzte Betrag von {amount} wurde von deinem Konto abgebucht.',
  expiredInfo: 'Deine Einzahlungen und Gewinne sind davon nicht betroffen.',

  payoutFooter: 'Dies ist eine automatische E-Mail zu deiner Auszahlung.',
  payoutRejectedSubject: 'Deine Auszahlung konnte nicht ausgeführt werden',
  payoutRejectedIntro:
    'Wir haben deinen Auszahlungsantrag über {amount} vom {requestedDate} geprüft und konnten ihn nicht auszahlen.',
  payoutRejectedReason: 'Der Grund: {reason}',
  payoutRejectedReturned:
    'Der volle Betrag von {amount} samt Gebühr ist wieder in deinem auszahlbaren Guthaben. Du kannst jederzeit eine neue Auszahlung beantragen.',
};

const fr: Dictionary = {
  greeting: 'Bonjour,',
  signOff: 'Cordialement,',
  team: 'L’équipe Game Shop',
  footer: 'Ceci est un e-mail automatique concernant votre formule épargne.',
  questions: 'Des questions ? Notre service client se fera un plaisir de vous aider.',
  diamonds: '{amount} diamants',
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  bonusTerms: 'Le bonus n’est pas retirable et expire six mois après avoir été crédité.',
  cancelHow:
    'Vous pouvez résilier à la fin de la durée minimale ou à la fin de chaque mois suivant : dans les paramètres de la boutique, via le formulaire de contact, par e-mail ou par courrier. Une résiliation par courrier prend effet à sa date de réception.',

  confirmSubject: 'Veuillez confirmer votre formule épargne',
  confirmIntro: 'Merci d’avoir commandé la formule épargne. Veuillez confirmer votre commande :',
  confirmButton: 'Confirmer la formule épargne',
  confirmMonthly: 'Chaque mois, vous payez {price} et recevez un dépôt de {deposit} ainsi qu’un bonus de {bonus}.',
  confirmFirst:
    'La première échéance a été prélevée aujourd’hui, le {startDate} ; les suivantes auront lieu le même jour chaque mois.',
  confirmTerm:
    'La durée minimale est de 3 mois, jusqu’au {minimumTermEndDate}. Ensuite, la formule se renouvelle de mois en mois.',
  confirmIgnore:
    'Si vous n’avez pas commandé la formule épargne, vous n’avez rien à faire : sans votre confirmation, aucune autre échéance ne sera prélevée.',

  activeSubject: 'Votre formule épargne est active',
  activeIntro: 'Merci pour votre confirmation. Votre formule épargne est maintenant active.',
  activeNext:
    'Votre prochaine échéance de {price} aura lieu le {nextBookingDate}. Chaque mois, vous recevez aussi un bonus de {bonus}.',

  bookingSubject: 'L’échéance mensuelle de votre formule épargne',
  bookingIntro: 'Le {bookingDate}, nous avons prélevé {price} pour votre formule épargne.',
  bookingCredited: 'Votre compte a été crédité d’un dépôt de {deposit} et d’un bonus de {bonus}.',
  bookingBonusExpiry: 'Le bonus n’est pas retirable ; ce qu’il en reste expire le {bonusExpiresOn}.',
  bookingNext: 'Votre prochaine échéance aura lieu le {nextBookingDate}.',
  bookingLast: 'C’était la dernière échéance de votre formule épargne.',

  declinedSubject: 'Le paiement de votre formule épargne n’a pas abouti',
  declinedIntro: 'Votre paiement de {price} pour la formule épargne du {bookingDate} a été refusé.',
  declinedRetry:
    'Nous réessaierons le {nextAttemptDate}. Veuillez vous assurer que votre compte est suffisamment approvisionné d’ici là.',
  declinedEnd: 'Si le paiement échoue à nouveau, votre formule épargne peut prendre fin.',
  skippedSubject: 'L’échéance de votre formule épargne n’a pas été prélevée',
  skippedIntro:
    'Nous n’avons pas prélevé {price} pour votre formule épargne le {bookingDate}, car cela aurait dépassé votre limite de dépôt.',
  skippedLeft: 'Vos limites de dépôt autorisent encore {amountLeft} pour le moment.',
  skippedFrom: 'De nouveaux dépôts seront possibles à partir du {nextPossibleDate}.',

  failedSubject: 'Votre formule épargne a pris fin',
  failedDeclined:
    'Nous n’avons pas pu encaisser le paiement de {price} pour votre formule épargne, même après une nouvelle tentative. Votre formule épargne a donc pris fin.',
  failedReturned:
    'Votre banque a rejeté le paiement de {price} pour votre formule épargne. Votre formule épargne a donc pris fin.',
  failedMandateRevoked:
    'Le mandat de prélèvement de votre formule épargne a été révoqué. Votre formule épargne a donc pris fin.',
  failedUnconfirmed:
    'Vous n’avez pas confirmé votre formule épargne à temps. Elle a donc pris fin et aucune autre échéance ne sera prélevée.',
  failedOther: 'Votre formule épargne a pris fin.',

  cancelledSubject: 'Votre formule épargne est résiliée',
  cancelledWeb: 'Nous avons reçu votre résiliation via les paramètres de la boutique le {receivedDate}.',
  cancelledPost: 'Nous avons reçu votre résiliation par courrier le {receivedDate}.',
  cancelledEmail: 'Nous avons reçu votre résiliation par e-mail le {receivedDate}.',
  cancelledAccount:
    'Vous avez fermé votre compte joueur le {receivedDate} ; votre formule épargne est donc également résiliée.',
  cancelledMandate:
    'Le mandat de prélèvement de votre formule épargne a été révoqué le {receivedDate} ; votre formule épargne est donc résiliée.',
  cancelledOther: 'Nous avons reçu votre résiliation le {receivedDate}.',
  cancelledEnd: 'Votre formule épargne prend fin le {endDate}. Aucune échéance ne sera prélevée après cette date.',
  cancelledBonus: 'Les bonus déjà crédités restent sur votre compte jusqu’à leur expiration.',

  returnedSubject: 'Le prélèvement de votre formule épargne a été rejeté',
  returnedIntro: 'Votre banque a rejeté le prélèvement de {price} du {bookingDate}.',
  returnedReversed: 'Nous avons donc repris le dépôt de {deposit} et le bonus de {bonus} sur votre compte.',
  returnedBlocked:
    'Les dépôts sont bloqués jusqu’à ce que le montant de {price} soit réglé et que vous nous ayez donné un nouveau mandat de prélèvement.',
  returnedContact: 'Veuillez contacter notre service client pour régler ce montant.',

  revokedSubject: 'Votre mandat de prélèvement a été révoqué',
  revokedIntro:
    'Vous avez révoqué le mandat de prélèvement de votre formule épargne sans en donner un nouveau. Votre formule épargne prend donc fin le {endDate}.',
  revokedDeducted:
    'Comme prévu dans les conditions, le dernier bonus crédité ({bonusDeducted}) a été déduit de votre compte.',
  revokedBlocked: 'Ce bonus ayant déjà été utilisé, vous ne pouvez pas souscrire de nouvelle formule épargne.',

  expiredSubject: 'Le bonus de votre formule épargne a expiré',
  expiredIntro:
    'Le bonus crédité le {grantedOn} a expiré au bout de six mois. Le montant non utilisé de {amount} a été retiré de votre compte.',
  expiredInfo: 'Vos dépôts et vos gains ne sont pas concernés.',

  payoutFooter: 'Ceci est un e-mail automatique concernant votre retrait.',
  payoutRejectedSubject: "Votre retrait n'a pas pu être effectué",
  payoutRejectedIntro:
    "Nous avons examiné votre demande de retrait de {amount} du {requestedDate} et n'avons pas pu l'effectuer.",
  payoutRejectedReason: 'Motif : {reason}',
  payoutRejectedReturned:
    'Le montant total de {amount}, frais compris, a été recrédité sur votre solde retirable. Vous pouvez demander un nouveau retrait à tout moment.',
};

const da: Dictionary = {
  greeting: 'Hej,',
  signOff: 'Venlig hilsen',
  team: 'Game Shop-teamet',
  footer: 'Dette er en automatisk e-mail om din sparepakke.',
  questions: 'Har du spørgsmål? Vores kundeservice hjælper dig gerne.',
  diamonds: '{amount} diamanter',
  linkHint: 'Hvis knappen ikke virker, så kopiér dette link ind i din browser:',
  bonusTerms: 'Bonussen kan ikke udbetales og udløber seks måneder efter, at den er indsat.',
  cancelHow:
    'Du kan opsige til udgangen af bindingsperioden eller af enhver senere måned: i butiksindstillingerne, via kontaktformularen, pr. e-mail eller pr. brev. En opsigelse pr. brev gælder fra den dag, vi modtager den.',

  confirmSubject: 'Bekræft venligst din sparepakke',
  confirmIntro: 'Tak for din bestilling af sparepakken. Bekræft venligst din bestilling:',
  confirmButton: 'Bekræft sparepakken',
  confirmMonthly: 'Hver måned betaler du {price} og får en indbetaling på {deposit} plus en bonus på {bonus}.',
  confirmFirst: 'Den første betaling blev trukket i dag, den {startDate}; de næste følger på samme dag hver måned.',
  confirmTerm:
    'Bindingsperioden er 3 måneder, indtil den {minimumTermEndDate}. Derefter forlænges pakken en måned ad gangen.',
  confirmIgnore:
    'Hvis du ikke har bestilt sparepakken, skal du ikke gøre noget: Uden din bekræftelse bliver der ikke trukket flere betalinger.',

  activeSubject: 'Din sparepakke er aktiv',
  activeIntro: 'Tak for din bekræftelse. Din sparepakke er nu aktiv.',
  activeNext:
    'Den næste betaling på {price} trækkes den {nextBookingDate}. Hver måned får du også en bonus på {bonus}.',

  bookingSubject: 'Den månedlige betaling for din sparepakke',
  bookingIntro: 'Den {bookingDate} har vi trukket {price} for din sparepakke.',
  bookingCredited: 'Din konto er blevet krediteret med en indbetaling på {deposit} og en bonus på {bonus}.',
  bookingBonusExpiry: 'Bonussen kan ikke udbetales; det, der er tilbage af den, udløber den {bonusExpiresOn}.',
  bookingNext: 'Den næste betaling trækkes den {nextBookingDate}.',
  bookingLast: 'Det var den sidste betaling for din sparepakke.',

  declinedSubject: 'Betalingen for din sparepakke gik ikke igennem',
  declinedIntro: 'Din betaling på {price} for sparepakken den {bookingDate} blev afvist.',
  declinedRetry: 'Vi prøver igen den {nextAttemptDate}. Sørg venligst for, at der er dækning på din konto inden da.',
  declinedEnd: 'Hvis betalingen fejler igen, kan din sparepakke ophøre.',
  skippedSubject: 'Betalingen for din sparepakke blev ikke trukket',
  skippedIntro:
    'Vi har ikke trukket {price} for din sparepakke den {bookingDate}, fordi det ville have overskredet din indbetalingsgrænse.',
  skippedLeft: 'Dine indbetalingsgrænser tillader {amountLeft} mere lige nu.',
  skippedFrom: 'Flere indbetalinger er mulige fra {nextPossibleDate}.',

  failedSubject: 'Din sparepakke er ophørt',
  failedDeclined:
    'Vi kunne ikke trække betalingen på {price} for din sparepakke, heller ikke ved et nyt forsøg. Din sparepakke er derfor ophørt.',
  failedReturned: 'Din bank har tilbageført betalingen på {price} for din sparepakke. Din sparepakke er derfor ophørt.',
  failedMandateRevoked:
    'Debiteringsmandatet for din sparepakke er blevet tilbagekaldt. Din sparepakke er derfor ophørt.',
  failedUnconfirmed:
    'Du bekræftede ikke din sparepakke i tide. Den er derfor ophørt, og der bliver ikke trukket flere betalinger.',
  failedOther: 'Din sparepakke er ophørt.',

  cancelledSubject: 'Din sparepakke er opsagt',
  cancelledWeb: 'Vi modtog din opsigelse via butiksindstillingerne den {receivedDate}.',
  cancelledPost: 'Vi modtog din opsigelse pr. brev den {receivedDate}.',
  cancelledEmail: 'Vi modtog din opsigelse pr. e-mail den {receivedDate}.',
  cancelledAccount: 'Du lukkede din spillerkonto den {receivedDate}, så din sparepakke er også opsagt.',
  cancelledMandate:
    'Debiteringsmandatet for din sparepakke blev tilbagekaldt den {receivedDate}, så din sparepakke er opsagt.',
  cancelledOther: 'Vi modtog din opsigelse den {receivedDate}.',
  cancelledEnd: 'Din sparepakke ophører den {endDate}. Derefter bliver der ikke trukket flere betalinger.',
  cancelledBonus: 'Bonusser, der allerede er indsat, bliver på din konto, indtil de udløber.',

  returnedSubject: 'Betalingen for din sparepakke blev tilbageført',
  returnedIntro: 'Din bank har tilbageført trækket på {price} fra den {bookingDate}.',
  returnedReversed: 'Vi har derfor trukket indbetalingen på {deposit} og bonussen på {bonus} tilbage fra din konto.',
  returnedBlocked:
    'Indbetalinger er spærret, indtil beløbet på {price} er betalt, og du har givet os et nyt debiteringsmandat.',
  returnedContact: 'Kontakt venligst vores kundeservice for at betale beløbet.',

  revokedSubject: 'Dit debiteringsmandat er blevet tilbagekaldt',
  revokedIntro:
    'Du har tilbagekaldt debiteringsmandatet for din sparepakke uden at give et nyt. Din sparepakke ophører derfor den {endDate}.',
  revokedDeducted:
    'Som beskrevet i vilkårene er den senest indsatte bonus ({bonusDeducted}) blevet trukket fra din konto.',
  revokedBlocked: 'Da bonussen allerede var brugt, kan du ikke tegne en ny sparepakke.',

  expiredSubject: 'Bonussen fra din sparepakke er udløbet',
  expiredIntro:
    'Bonussen, der blev indsat den {grantedOn}, er udløbet efter seks måneder. Det ubrugte beløb på {amount} er fjernet fra din konto.',
  expiredInfo: 'Dine indbetalinger og gevinster er ikke berørt.',

  payoutFooter: 'Dette er en automatisk e-mail om din udbetaling.',
  payoutRejectedSubject: 'Din udbetaling kunne ikke gennemføres',
  payoutRejectedIntro:
    'Vi har gennemgået din anmodning om udbetaling af {amount} fra {requestedDate} og kunne ikke udbetale den.',
  payoutRejectedReason: 'Årsagen: {reason}',
  payoutRejectedReturned:
    'Hele beløbet på {amount}, inklusive gebyret, er tilbage på din saldo til udbetaling. Du kan til enhver tid anmode om en ny udbetaling.',
};

const es: Dictionary = {
  greeting: 'Hola:',
  signOff: 'Un saludo,',
  team: 'El equipo de Game Shop',
  footer: 'Este es un correo automático sobre tu plan de ahorro.',
  questions: '¿Tienes preguntas? Nuestro servicio de atención al cliente te ayudará encantado.',
  diamonds: '{amount} diamantes',
  linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
  bonusTerms: 'El bono no se puede retirar y caduca seis meses después de abonarse.',
  cancelHow:
    'Puedes cancelarlo al final del periodo mínimo o de cualquier mes posterior: en los ajustes de la tienda, mediante el formulario de contacto, por correo electrónico o por correo postal. Una cancelación por correo postal cuenta desde el día en que la recibimos.',

  confirmSubject: 'Confirma tu plan de ahorro',
  confirmIntro: 'Gracias por contratar el plan de ahorro. Confirma tu pedido aquí:',
  confirmButton: 'Confirmar el plan de ahorro',
  confirmMonthly: 'Cada mes pagas {price} y recibes un depósito de {deposit} más un bono de {bonus}.',
  confirmFirst: 'El primer cargo se ha realizado hoy, {startDate}; los siguientes se harán el mismo día de cada mes.',
  confirmTerm: 'El periodo mínimo es de 3 meses, hasta el {minimumTermEndDate}. Después, el plan se renueva mes a mes.',
  confirmIgnore:
    'Si no has contratado el plan de ahorro, no tienes que hacer nada: sin tu confirmación no se realizarán más cargos.',

  activeSubject: 'Tu plan de ahorro está activo',
  activeIntro: 'Gracias por tu confirmación. Tu plan de ahorro ya está activo.',
  activeNext:
    'El próximo cargo de {price} se realizará el {nextBookingDate}. Además, cada mes recibes un bono de {bonus}.',

  bookingSubject: 'El cargo mensual de tu plan de ahorro',
  bookingIntro: 'El {bookingDate} cargamos {price} por tu plan de ahorro.',
  bookingCredited: 'Hemos abonado en tu cuenta un depósito de {deposit} y un bono de {bonus}.',
  bookingBonusExpiry: 'El bono no se puede retirar; lo que quede de él caduca el {bonusExpiresOn}.',
  bookingNext: 'El próximo cargo se realizará el {nextBookingDate}.',
  bookingLast: 'Este ha sido el último cargo de tu plan de ahorro.',

  declinedSubject: 'No se ha podido cobrar el pago de tu plan de ahorro',
  declinedIntro: 'Tu pago de {price} del plan de ahorro del {bookingDate} ha sido rechazado.',
  declinedRetry:
    'Volveremos a intentarlo el {nextAttemptDate}. Asegúrate de que tu cuenta tenga saldo suficiente para entonces.',
  declinedEnd: 'Si el pago vuelve a fallar, tu plan de ahorro puede finalizar.',
  skippedSubject: 'No se ha realizado el cargo de tu plan de ahorro',
  skippedIntro:
    'No hemos cargado {price} por tu plan de ahorro el {bookingDate}, porque habría superado tu límite de depósito.',
  skippedLeft: 'Por ahora, tus límites de depósito permiten {amountLeft} más.',
  skippedFrom: 'Podrás hacer más depósitos a partir del {nextPossibleDate}.',

  failedSubject: 'Tu plan de ahorro ha finalizado',
  failedDeclined:
    'No hemos podido cobrar el pago de {price} de tu plan de ahorro, ni siquiera al volver a intentarlo. Por eso, tu plan de ahorro ha finalizado.',
  failedReturned:
    'Tu banco ha devuelto el pago de {price} de tu plan de ahorro. Por eso, tu plan de ahorro ha finalizado.',
  failedMandateRevoked:
    'Se ha revocado la orden de domiciliación de tu plan de ahorro. Por eso, tu plan de ahorro ha finalizado.',
  failedUnconfirmed: 'No confirmaste tu plan de ahorro a tiempo. Por eso ha finalizado y no se realizarán más cargos.',
  failedOther: 'Tu plan de ahorro ha finalizado.',

  cancelledSubject: 'Tu plan de ahorro se ha cancelado',
  cancelledWeb: 'Recibimos tu cancelación a través de los ajustes de la tienda el {receivedDate}.',
  cancelledPost: 'Recibimos tu cancelación por correo postal el {receivedDate}.',
  cancelledEmail: 'Recibimos tu cancelación por correo electrónico el {receivedDate}.',
  cancelledAccount:
    'Cerraste tu cuenta de jugador el {receivedDate}, así que tu plan de ahorro también se ha cancelado.',
  cancelledMandate:
    'La orden de domiciliación de tu plan de ahorro se revocó el {receivedDate}, así que tu plan de ahorro se ha cancelado.',
  cancelledOther: 'Recibimos tu cancelación el {receivedDate}.',
  cancelledEnd: 'Tu plan de ahorro finaliza el {endDate}. Después de esa fecha no se realizarán más cargos.',
  cancelledBonus: 'Los bonos ya abonados se quedan en tu cuenta hasta que caduquen.',

  returnedSubject: 'Se ha devuelto el adeudo de tu plan de ahorro',
  returnedIntro: 'Tu banco ha devuelto el adeudo de {price} del {bookingDate}.',
  returnedReversed: 'Por eso hemos retirado de tu cuenta el depósito de {deposit} y el bono de {bonus}.',
  returnedBlocked:
    'Los depósitos están bloqueados hasta que se pague el importe de {price} y nos des una nueva orden de domiciliación.',
  returnedContact: 'Ponte en contacto con nuestro servicio de atención al cliente para abonar el importe.',

  revokedSubject: 'Se ha revocado tu orden de domiciliación',
  revokedIntro:
    'Has revocado la orden de domiciliación de tu plan de ahorro sin dar una nueva. Por eso, tu plan de ahorro finaliza el {endDate}.',
  revokedDeducted:
    'Tal como indican las condiciones, hemos descontado de tu cuenta el último bono abonado ({bonusDeducted}).',
  revokedBlocked: 'Como ese bono ya se había utilizado, no puedes contratar un nuevo plan de ahorro.',

  expiredSubject: 'El bono de tu plan de ahorro ha caducado',
  expiredIntro:
    'El bono abonado el {grantedOn} ha caducado tras seis meses. El importe no utilizado de {amount} se ha retirado de tu cuenta.',
  expiredInfo: 'Tus depósitos y ganancias no se ven afectados.',

  payoutFooter: 'Este es un correo electrónico automático sobre tu retirada.',
  payoutRejectedSubject: 'No hemos podido realizar tu retirada',
  payoutRejectedIntro:
    'Hemos revisado tu solicitud de retirada de {amount} del {requestedDate} y no hemos podido pagarla.',
  payoutRejectedReason: 'El motivo: {reason}',
  payoutRejectedReturned:
    'El importe completo de {amount}, comisión incluida, vuelve a estar en tu saldo retirable. Puedes solicitar una nueva retirada cuando quieras.',
};

const nl: Dictionary = {
  greeting: 'Hallo,',
  signOff: 'Met vriendelijke groet,',
  team: 'Het Game Shop-team',
  footer: 'Dit is een automatische e-mail over je spaarpakket.',
  questions: 'Vragen? Onze klantenservice helpt je graag.',
  diamonds: '{amount} diamanten',
  linkHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
  bonusTerms: 'De bonus kan niet worden uitbetaald en vervalt zes maanden nadat hij is bijgeschreven.',
  cancelHow:
    'Je kunt opzeggen tegen het einde van de minimale looptijd of van elke volgende maand: in de winkelinstellingen, via het contactformulier, per e-mail of per post. Een opzegging per post telt vanaf de dag dat wij die ontvangen.',

  confirmSubject: 'Bevestig je spaarpakket',
  confirmIntro: 'Bedankt voor je bestelling van het spaarpakket. Bevestig je bestelling hier:',
  confirmButton: 'Spaarpakket bevestigen',
  confirmMonthly: 'Elke maand betaal je {price} en ontvang je een storting van {deposit} plus een bonus van {bonus}.',
  confirmFirst:
    'De eerste afschrijving is vandaag gedaan, op {startDate}; de volgende volgen elke maand op dezelfde dag.',
  confirmTerm:
    'De minimale looptijd is 3 maanden, tot {minimumTermEndDate}. Daarna wordt het pakket telkens met een maand verlengd.',
  confirmIgnore:
    'Heb je het spaarpakket niet besteld? Dan hoef je niets te doen: zonder je bevestiging volgen er geen verdere afschrijvingen.',

  activeSubject: 'Je spaarpakket is actief',
  activeIntro: 'Bedankt voor je bevestiging. Je spaarpakket is nu actief.',
  activeNext:
    'De volgende afschrijving van {price} is op {nextBookingDate}. Elke maand ontvang je ook een bonus van {bonus}.',

  bookingSubject: 'De maandelijkse afschrijving van je spaarpakket',
  bookingIntro: 'Op {bookingDate} hebben we {price} voor je spaarpakket afgeschreven.',
  bookingCredited: 'Er zijn een storting van {deposit} en een bonus van {bonus} op je account bijgeschreven.',
  bookingBonusExpiry: 'De bonus kan niet worden uitbetaald; wat ervan over is, vervalt op {bonusExpiresOn}.',
  bookingNext: 'De volgende afschrijving is op {nextBookingDate}.',
  bookingLast: 'Dit was de laatste afschrijving van je spaarpakket.',

  declinedSubject: 'De betaling voor je spaarpakket is niet gelukt',
  declinedIntro: 'Je betaling van {price} voor het spaarpakket van {bookingDate} is geweigerd.',
  declinedRetry:
    'We proberen het op {nextAttemptDate} opnieuw. Zorg ervoor dat er dan voldoende saldo op je rekening staat.',
  declinedEnd: 'Mislukt de betaling opnieuw, dan kan je spaarpakket eindigen.',
  skippedSubject: 'De afschrijving voor je spaarpakket is niet uitgevoerd',
  skippedIntro:
    'We hebben op {bookingDate} geen {price} voor je spaarpakket afgeschreven, omdat dat je stortingslimiet zou overschrijden.',
  skippedLeft: 'Je stortingslimieten staan op dit moment nog {amountLeft} toe.',
  skippedFrom: 'Vanaf {nextPossibleDate} kun je weer meer storten.',

  failedSubject: 'Je spaarpakket is beëindigd',
  failedDeclined:
    'We konden de betaling van {price} voor je spaarpakket ook bij een nieuwe poging niet innen. Je spaarpakket is daarom beëindigd.',
  failedReturned:
    'Je bank heeft de betaling van {price} voor je spaarpakket teruggeboekt. Je spaarpakket is daarom beëindigd.',
  failedMandateRevoked:
    'De machtiging voor automatische incasso van je spaarpakket is ingetrokken. Je spaarpakket is daarom beëindigd.',
  failedUnconfirmed:
    'Je hebt je spaarpakket niet op tijd bevestigd. Het is daarom beëindigd en er volgen geen verdere afschrijvingen.',
  failedOther: 'Je spaarpakket is beëindigd.',

  cancelledSubject: 'Je spaarpakket is opgezegd',
  cancelledWeb: 'We hebben je opzegging via de winkelinstellingen ontvangen op {receivedDate}.',
  cancelledPost: 'We hebben je opzegging per post ontvangen op {receivedDate}.',
  cancelledEmail: 'We hebben je opzegging per e-mail ontvangen op {receivedDate}.',
  cancelledAccount: 'Je hebt je spelersaccount op {receivedDate} gesloten; daarom is ook je spaarpakket opgezegd.',
  cancelledMandate:
    'De machtiging voor automatische incasso van je spaarpakket is op {receivedDate} ingetrokken; daarom is je spaarpakket opgezegd.',
  cancelledOther: 'We hebben je opzegging ontvangen op {receivedDate}.',
  cancelledEnd: 'Je spaarpakket eindigt op {endDate}. Daarna volgen er geen afschrijvingen meer.',
  cancelledBonus: 'Bonussen die al zijn bijgeschreven, blijven op je account staan tot ze vervallen.',

  returnedSubject: 'De incasso voor je spaarpakket is teruggeboekt',
  returnedIntro: 'Je bank heeft de incasso van {price} van {bookingDate} teruggeboekt.',
  returnedReversed: 'Daarom hebben we de storting van {deposit} en de bonus van {bonus} van je account teruggeboekt.',
  returnedBlocked:
    'Stortingen zijn geblokkeerd tot het bedrag van {price} is betaald en je ons een nieuwe machtiging voor automatische incasso hebt gegeven.',
  returnedContact: 'Neem contact op met onze klantenservice om het bedrag te betalen.',

  revokedSubject: 'Je machtiging voor automatische incasso is ingetrokken',
  revokedIntro:
    'Je hebt de machtiging voor automatische incasso van je spaarpakket ingetrokken zonder een nieuwe te geven. Je spaarpakket eindigt daarom op {endDate}.',
  revokedDeducted:
    'Zoals in de voorwaarden staat, hebben we de laatst bijgeschreven bonus ({bonusDeducted}) van je account afgeschreven.',
  revokedBlocked: 'Omdat deze bonus al was gebruikt, kun je geen nieuw spaarpakket afsluiten.',

  expiredSubject: 'De bonus van je spaarpakket is vervallen',
  expiredIntro:
    'De bonus die op {grantedOn} is bijgeschreven, is na zes maanden vervallen. Het ongebruikte bedrag van {amount} is van je account afgeschreven.',
  expiredInfo: 'Je stortingen en winsten blijven ongewijzigd.',

  payoutFooter: 'Dit is een automatische e-mail over je uitbetaling.',
  payoutRejectedSubject: 'Je uitbetaling kon niet worden uitgevoerd',
  payoutRejectedIntro:
    'We hebben je uitbetalingsverzoek van {amount} van {requestedDate} gecontroleerd en konden het niet uitbetalen.',
  payoutRejectedReason: 'De reden: {reason}',
  payoutRejectedReturned:
    'Het volledige bedrag van {amount}, inclusief kosten, staat weer in je opneembare saldo. Je kunt op elk moment een nieuwe uitbetaling aanvragen.',
};

const sv: Dictionary = {
  greeting: 'Hej,',
  signOff: 'Vänliga hälsningar',
  team: 'Game Shop-teamet',
  footer: 'Det här är ett automatiskt mejl om ditt sparpaket.',
  questions: 'Har du frågor? Vår kundtjänst hjälper dig gärna.',
  diamonds: '{amount} diamanter',
  linkHint: 'Om knappen inte fungerar kan du kopiera den här länken till din webbläsare:',
  bonusTerms: 'Bonusen kan inte tas ut och förfaller sex månader efter att den har satts in.',
  cancelHow:
    'Du kan säga upp paketet till slutet av den minsta avtalstiden eller av varje månad därefter: i butiksinställningarna, via kontaktformuläret, via mejl eller per post. En uppsägning per post gäller från den dag vi tar emot den.',

  confirmSubject: 'Bekräfta ditt sparpaket',
  confirmIntro: 'Tack för att du beställde sparpaketet. Bekräfta din beställning här:',
  confirmButton: 'Bekräfta sparpaketet',
  confirmMonthly: 'Varje månad betalar du {price} och får en insättning på {deposit} plus en bonus på {bonus}.',
  confirmFirst: 'Den första dragningen gjordes i dag, den {startDate}; nästa sker samma dag varje månad.',
  confirmTerm:
    'Den minsta avtalstiden är 3 månader, fram till den {minimumTermEndDate}. Därefter förlängs paketet en månad i taget.',
  confirmIgnore:
    'Om du inte har beställt sparpaketet behöver du inte göra något: utan din bekräftelse görs inga fler dragningar.',

  activeSubject: 'Ditt sparpaket är aktivt',
  activeIntro: 'Tack för din bekräftelse. Ditt sparpaket är nu aktivt.',
  activeNext: 'Nästa dragning på {price} sker den {nextBookingDate}. Varje månad får du också en bonus på {bonus}.',

  bookingSubject: 'Månadens dragning för ditt sparpaket',
  bookingIntro: 'Den {bookingDate} drog vi {price} för ditt sparpaket.',
  bookingCredited: 'Ditt konto har fått en insättning på {deposit} och en bonus på {bonus}.',
  bookingBonusExpiry: 'Bonusen kan inte tas ut; det som finns kvar av den förfaller den {bonusExpiresOn}.',
  bookingNext: 'Nästa dragning sker den {nextBookingDate}.',
  bookingLast: 'Det här var den sista dragningen för ditt sparpaket.',

  declinedSubject: 'Betalningen för ditt sparpaket gick inte igenom',
  declinedIntro: 'Din betalning på {price} för sparpaketet den {bookingDate} nekades.',
  declinedRetry: 'Vi försöker igen den {nextAttemptDate}. Se till att det finns täckning på ditt konto till dess.',
  declinedEnd: 'Om betalningen misslyckas igen kan ditt sparpaket upphöra.',
  skippedSubject: 'Dragningen för ditt sparpaket gjordes inte',
  skippedIntro:
    'Vi drog inte {price} för ditt sparpaket den {bookingDate}, eftersom det skulle ha överskridit din insättningsgräns.',
  skippedLeft: 'Dina insättningsgränser tillåter {amountLeft} till just nu.',
  skippedFrom: 'Fler insättningar är möjliga från och med {nextPossibleDate}.',

  failedSubject: 'Ditt sparpaket har upphört',
  failedDeclined:
    'Vi kunde inte dra betalningen på {price} för ditt sparpaket, inte heller vid ett nytt försök. Ditt sparpaket har därför upphört.',
  failedReturned: 'Din bank har återfört betalningen på {price} för ditt sparpaket. Ditt sparpaket har därför upphört.',
  failedMandateRevoked: 'Autogiromedgivandet för ditt sparpaket har återkallats. Ditt sparpaket har därför upphört.',
  failedUnconfirmed: 'Du bekräftade inte ditt sparpaket i tid. Det har därför upphört och inga fler dragningar görs.',
  failedOther: 'Ditt sparpaket har upphört.',

  cancelledSubject: 'Ditt sparpaket är uppsagt',
  cancelledWeb: 'Vi tog emot din uppsägning via butiksinställningarna den {receivedDate}.',
  cancelledPost: 'Vi tog emot din uppsägning per post den {receivedDate}.',
  cancelledEmail: 'Vi tog emot din uppsägning via mejl den {receivedDate}.',
  cancelledAccount: 'Du avslutade ditt spelarkonto den {receivedDate}, så ditt sparpaket är också uppsagt.',
  cancelledMandate:
    'Autogiromedgivandet för ditt sparpaket återkallades den {receivedDate}, så ditt sparpaket är uppsagt.',
  cancelledOther: 'Vi tog emot din uppsägning den {receivedDate}.',
  cancelledEnd: 'Ditt sparpaket upphör den {endDate}. Efter det görs inga fler dragningar.',
  cancelledBonus: 'Bonusar som redan har satts in finns kvar på ditt konto tills de förfaller.',

  returnedSubject: 'Dragningen för ditt sparpaket har återförts',
  returnedIntro: 'Din bank har återfört dragningen på {price} från den {bookingDate}.',
  returnedReversed: 'Vi har därför dragit tillbaka insättningen på {deposit} och bonusen på {bonus} från ditt konto.',
  returnedBlocked:
    'Insättningar är spärrade tills beloppet på {price} har betalats och du har gett oss ett nytt autogiromedgivande.',
  returnedContact: 'Kontakta vår kundtjänst för att betala beloppet.',

  revokedSubject: 'Ditt autogiromedgivande har återkallats',
  revokedIntro:
    'Du har återkallat autogiromedgivandet för ditt sparpaket utan att ge ett nytt. Ditt sparpaket upphör därför den {endDate}.',
  revokedDeducted: 'Enligt villkoren har den senast insatta bonusen ({bonusDeducted}) dragits från ditt konto.',
  revokedBlocked: 'Eftersom bonusen redan hade använts kan du inte teckna ett nytt sparpaket.',

  expiredSubject: 'Bonusen från ditt sparpaket har förfallit',
  expiredIntro:
    'Bonusen som sattes in den {grantedOn} har förfallit efter sex månader. Det oanvända beloppet på {amount} har tagits bort från ditt konto.',
  expiredInfo: 'Dina insättningar och vinster påverkas inte.',

  payoutFooter: 'Det här är ett automatiskt mejl om ditt uttag.',
  payoutRejectedSubject: 'Ditt uttag kunde inte genomföras',
  payoutRejectedIntro:
    'Vi har granskat din begäran om uttag på {amount} från den {requestedDate} och kunde inte betala ut det.',
  payoutRejectedReason: 'Orsaken: {reason}',
  payoutRejectedReturned:
    'Hela beloppet på {amount}, inklusive avgiften, finns åter i ditt uttagsbara saldo. Du kan begära ett nytt uttag när som helst.',
};

export const MAIL_TEXTS: Readonly<Record<Language, Dictionary>> = { en, 'en-GB': enGB, de, fr, da, es, nl, sv };

/**
 * A sentence with its `{placeholder}`s filled in one pass (a value that itself holds braces is never expanded
 * again); a placeholder without a value shows as a dash rather than as `{name}`.
 */
export function mailText(language: Language, key: MailTextKey, values: Record<string, string> = {}): string {
  return collapseAbbreviationPeriod(
    MAIL_TEXTS[language][key].replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '–'),
  );
}
