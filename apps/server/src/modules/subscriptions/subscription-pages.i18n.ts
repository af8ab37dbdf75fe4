// The demo platform's saver-package pages (shop settings, e-mail confirmation, closing the account) in the
// shop's 8 languages. `en` holds every key; the others must match it (subscription-pages.i18n.test.ts).
import type { Language } from '@shop/domain/language';
import { collapseAbbreviationPeriod } from '@shop/domain/text';

const en = {
  settingsTitle: 'Shop settings',
  packageHeading: 'Your saver package',
  noPackage: 'You have no saver package.',
  takePackage: 'Take the saver package',
  state: 'State',
  statePENDING: 'Waiting for your confirmation',
  stateACTIVE: 'Active',
  stateCANCELED: 'Cancelled',
  stateFAILED: 'Ended',
  monthlyDeposit: 'Monthly deposit',
  monthlyBonus: 'Monthly bonus',
  startDate: 'Start date',
  nextBooking: 'Next booking',
  noNextBooking: 'No further booking',
  minimumTermEnd: 'Minimum term until',
  minimumTermLeft: 'Bookings left in the minimum term',
  endDate: 'Last day',
  pendingNotice:
    'We sent you an e-mail. Click the link in it to confirm the saver package; monthly bookings start only then.',
  openMailbox: 'Open my mailbox',
  cancelHeading: 'Cancel the saver package',
  cancelEffective: 'If you cancel today, the saver package ends on {date}. {bookings}',
  cancelBookingsLeft: 'Until then {count} more booking(s) will be made.',
  cancelNoBookingsLeft: 'No further booking will be made.',
  cancelButton: 'Cancel saver package',
  cancelledNotice:
    'Your cancellation was received on {received}. The saver package ends on {date}; no booking is made after that day.',
  failedNotice: 'This saver package has ended and no further bookings will be made.',
  otherWaysHeading: 'Other ways to cancel',
  otherWaysText:
    'You can also cancel through the contact form, by e-mail to support@players.example or by post to Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany. A cancellation by post counts on the day we receive it. The minimum term is 3 months; after that the package runs from month to month.',
  depositsBlocked:
    'A direct debit was returned by your bank. Deposits are blocked until the open amount of {amount} is paid and you give us a new direct-debit mandate. Please contact customer support.',
  signupBlocked:
    'You cannot take a new saver package because the bonus of a revoked direct-debit mandate was already used.',
  accountHeading: 'Player account',
  closeAccountLink: 'Close my player account',
  confirmTitle: 'Confirm your saver package',
  confirmIntro: 'Please confirm that you want to take the saver package. Monthly bookings start once you confirm.',
  confirmButton: 'Confirm saver package',
  confirmDone: 'Thank you! Your saver package is active. The next booking is on {date}.',
  confirmAlready: 'This saver package is already confirmed.',
  confirmExpired: 'This confirmation link has expired or the saver package is no longer waiting for confirmation.',
  confirmInvalid: 'This confirmation link is not valid.',
  toShopSettings: 'To the shop settings',
  closeTitle: 'Close your player account',
  closeIntro:
    'If you close your account, you can no longer log in. A saver package is cancelled at once: no booking is made after today.',
  closeButton: 'Close my account for good',
  closeDone: 'Your player account is closed. Any saver package was cancelled today.',
  forbidden: 'This request was refused because it did not come from this site.',
  backToGames: 'Back to the games',
};

export type SubscriptionPageKey = keyof typeof en;
type Texts = Readonly<Record<SubscriptionPageKey, string>>;

// British usage where it differs: take out, Direct Debit mandate, customer services.
const enGB: Texts = {
  ...en,
  takePackage: 'Take out the saver package',
  depositsBlocked:
    'A Direct Debit was returned by your bank. Deposits are blocked until the outstanding amount of {amount} is paid and you set up a new Direct Debit mandate. Please contact customer services.',
  signupBlocked:
    'You cannot take out a new saver package because the bonus from a cancelled Direct Debit mandate has already been used.',
  confirmIntro: 'Please confirm that you want to take out the saver package. Monthly bookings start once you confirm.',
};

const de: Texts = {
  settingsTitle: 'Shop-Einstellungen',
  packageHeading: 'Dein Sparpaket',
  noPackage: 'Du hast kein Sparpaket.',
  takePackage: 'Sparpaket abschließen',
  state: 'Status',
  statePENDING: 'Wartet auf deine Bestätigung',
  stateACTIVE: 'Aktiv',
  stateCANCELED: 'Gekündigt',
  stateFAILED: 'Beendet',
  monthlyDeposit: 'Monatliche Einzahlung',
  monthlyBonus: 'Monatlicher Bonus',
  startDate: 'Startdatum',
  nextBooking: 'Nächste Buchung',
  noNextBooking: 'Keine weitere Buchung',
  minimumTermEnd: 'Mindestlaufzeit bis',
  minimumTermLeft: 'Verbleibende Buchungen in der Mindestlaufzeit',
  endDate: 'Letzter Tag',
  pendingNotice:
    'Wir haben dir eine E-Mail geschickt. Klicke auf den Link darin, um das Sparpaket zu bestätigen; erst dann beginnen die monatlichen Buchungen.',
  openMailbox: 'Mein Postfach öffnen',
  cancelHeading: 'Sparpaket kündigen',
  cancelEffective: 'Wenn du heute kündigst, endet das Sparpaket am {date}. {bookings}',
  cancelBookingsLeft: 'Bis dahin erfolgen noch {count} Buchung(en).',
  cancelNoBookingsLeft: 'Es erfolgt keine weitere Buchung.',
  cancelButton: 'Sparpaket kündigen',
  cancelledNotice:
    'Deine Kündigung ist am {received} bei uns eingegangen. Das Sparpaket endet am {date}; nach diesem Tag erfolgt keine Buchung mehr.',
  failedNotice: 'Dieses Sparpaket ist beendet; es erfolgen keine weiteren Buchungen.',
  otherWaysHeading: 'Weitere Kündigungsmöglichkeiten',
  otherWaysText:
    'Du kannst auch über das Kontaktformular kündigen, per E-Mail an support@players.example oder per Post an Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany. Eine Kündigung per Post gilt ab dem Tag, an dem sie bei uns eingeht. Die Mindestlaufzeit beträgt 3 Monate; danach verlängert sich das Sparpaket jeweils um einen Monat.',
  depositsBlocked:
    'Deine Bank hat eine Lastschrift zurückgegeben. Einzahlungen sind gesperrt, bis der offene Betrag von {amount} bezahlt ist und du uns ein neues Lastschriftmandat erteilt hast. Bitte wende dich an den Kundenservice.',
  signupBlocked:
    'Du kannst kein neues Sparpaket abschließen, weil der Bonus eines widerrufenen Lastschriftmandats bereits verbraucht wurde.',
  accountHeading: 'Spielerkonto',
  closeAccountLink: 'Mein Spielerkonto schließen',
  confirmTitle: 'Bestätige dein Sparpaket',
  confirmIntro:
    'Bitte bestätige, dass du das Sparpaket abschließen möchtest. Die monatlichen Buchungen beginnen, sobald du bestätigst.',
  confirmButton: 'Sparpaket bestätigen',
  confirmDone: 'Danke! Dein Sparpaket ist aktiv. Die nächste Buchung erfolgt am {date}.',
  confirmAlready: 'Dieses Sparpaket ist bereits bestätigt.',
  confirmExpired: 'Dieser Bestätigungslink ist abgelaufen, oder das Sparpaket wartet nicht mehr auf eine Bestätigung.',
  confirmInvalid: 'Dieser Bestätigungslink ist ungültig.',
  toShopSettings: 'Zu den Shop-Einstellungen',
  closeTitle: 'Dein Spielerkonto schließen',
  closeIntro:
    'Wenn du dein Konto schließt, kannst du dich nicht mehr anmelden. Ein Sparpaket wird sofort gekündigt: Nach dem heutigen Tag erfolgt keine Buchung mehr.',
  closeButton: 'Mein Konto endgültig schließen',
  closeDone: 'Dein Spielerkonto ist geschlossen. Ein bestehendes Sparpaket wurde heute gekündigt.',
  forbidden: 'Diese Anfrage wurde abgelehnt, weil sie nicht von dieser Seite kam.',
  backToGames: 'Zurück zu den Spielen',
};

const fr: Texts = {
  settingsTitle: 'Paramètres de la boutique',
  packageHeading: 'Votre formule épargne',
  noPackage: 'Vous n’avez pas de formule épargne.',
  takePackage: 'Souscrire la formule épargne',
  state: 'Statut',
  statePENDING: 'En attente de votre confirmation',
  stateACTIVE: 'Active',
  stateCANCELED: 'Résiliée',
  stateFAILED: 'Terminée',
  monthlyDeposit: 'Dépôt mensuel',
  monthlyBonus: 'Bonus mensuel',
  startDate: 'Date de début',
  nextBooking: 'Prochaine échéance',
  noNextBooking: 'Aucune autre échéance',
  minimumTermEnd: 'Durée minimale jusqu’au',
  minimumTermLeft: 'Échéances restantes pendant la durée minimale',
  endDate: 'Dernier jour',
  pendingNotice:
    'Nous vous avons envoyé un e-mail. Cliquez sur le lien qu’il contient pour confirmer la formule épargne ; les échéances mensuelles ne commencent qu’ensuite.',
  openMailbox: 'Ouvrir ma boîte de réception',
  cancelHeading: 'Résilier la formule épargne',
  cancelEffective: 'Si vous résiliez aujourd’hui, la formule épargne prend fin le {date}. {bookings}',
  cancelBookingsLeft: 'D’ici là, il reste {count} échéance(s) à prélever.',
  cancelNoBookingsLeft: 'Aucune autre échéance ne sera prélevée.',
  cancelButton: 'Résilier la formule épargne',
  cancelledNotice:
    'Nous avons reçu votre résiliation le {received}. La formule épargne prend fin le {date} ; aucune échéance ne sera prélevée après cette date.',
  failedNotice: 'Cette formule épargne a pris fin et aucune autre échéance ne sera prélevée.',
  otherWaysHeading: 'Autres moyens de résilier',
  otherWaysText:
    'Vous pouvez aussi résilier via le formulaire de contact, par e-mail à support@players.example ou par courrier à Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany. Une résiliation par courrier prend effet le jour de sa réception. La durée minimale est de 3 mois ; ensuite, la formule se renouvelle de mois en mois.',
  depositsBlocked:
    'Votre banque a rejeté un prélèvement. Les dépôts sont bloqués jusqu’à ce que le montant dû de {amount} soit réglé et que vous nous ayez donné un nouveau mandat de prélèvement. Veuillez contacter le service client.',
  signupBlocked:
    'Vous ne pouvez pas souscrire de nouvelle formule épargne, car le bonus lié à un mandat de prélèvement révoqué a déjà été utilisé.',
  accountHeading: 'Compte joueur',
  closeAccountLink: 'Fermer mon compte joueur',
  confirmTitle: 'Confirmez votre formule épargne',
  confirmIntro:
    'Veuillez confirmer que vous souhaitez souscrire la formule épargne. Les échéances mensuelles commencent dès votre confirmation.',
  confirmButton: 'Confirmer la formule épargne',
  confirmDone: 'Merci ! Votre formule épargne est active. La prochaine échéance aura lieu le {date}.',
  confirmAlready: 'Cette formule épargne est déjà confirmée.',
  confirmExpired: 'Ce lien de confirmation a expiré, ou la formule épargne n’attend plus de confirmation.',
  confirmInvalid: 'Ce lien de confirmation n’est pas valide.',
  toShopSettings: 'Aller aux paramètres de la boutique',
  closeTitle: 'Fermer votre compte joueur',
  closeIntro:
    'Si vous fermez votre compte, vous ne pourrez plus vous connecter. Une formule épargne en cours est résiliée immédiatement : aucune échéance ne sera prélevée après aujourd’hui.',
  closeButton: 'Fermer définitivement mon compte',
  closeDone: 'Votre compte joueur est fermé. Toute formule épargne en cours a été résiliée aujourd’hui.',
  forbidden: 'Cette demande a été refusée, car elle ne provient pas de ce site.',
  backToGames: 'Retour aux jeux',
};

const da: Texts = {
  settingsTitle: 'Butiksindstillinger',
  packageHeading: 'Din sparepakke',
  noPackage: 'Du har ingen sparepakke.',
  takePackage: 'Tegn sparepakken',
  state: 'Status',
  statePENDING: 'Afventer din bekræftelse',
  stateACTIVE: 'Aktiv',
  stateCANCELED: 'Opsagt',
  stateFAILED: 'Ophørt',
  monthlyDeposit: 'Månedlig indbetaling',
  monthlyBonus: 'Månedlig bonus',
  startDate: 'Startdato',
  nextBooking: 'Næste betaling',
  noNextBooking: 'Ingen flere betalinger',
  minimumTermEnd: 'Bindingsperiode til',
  minimumTermLeft: 'Resterende betalinger i bindingsperioden',
  endDate: 'Sidste dag',
  pendingNotice:
    'Vi har sendt dig en e-mail. Klik på linket i den for at bekræfte sparepakken; de månedlige betalinger starter først derefter.',
  openMailbox: 'Åbn min indbakke',
  cancelHeading: 'Opsig sparepakken',
  cancelEffective: 'Hvis du opsiger i dag, ophører sparepakken den {date}. {bookings}',
  cancelBookingsLeft: 'Indtil da trækkes der {count} betaling(er) mere.',
  cancelNoBookingsLeft: 'Der trækkes ikke flere betalinger.',
  cancelButton: 'Opsig sparepakken',
  cancelledNotice:
    'Vi modtog din opsigelse den {received}. Sparepakken ophører den {date}; efter den dag trækkes der ikke flere betalinger.',
  failedNotice: 'Denne sparepakke er ophørt, og der trækkes ikke flere betalinger.',
  otherWaysHeading: 'Andre måder at opsige på',
  otherWaysText:
    'Du kan også opsige via kontaktformularen, pr. e-mail til support@players.example eller pr. brev til Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany. En opsigelse pr. brev gælder fra den dag, vi modtager den. Bindingsperioden er 3 måneder; derefter løber pakken fra måned til måned.',
  depositsBlocked:
    'Din bank har tilbageført en automatisk betaling. Indbetalinger er spærret, indtil det udestående beløb på {amount} er betalt, og du har givet os et nyt debiteringsmandat. Kontakt venligst kundeservice.',
  signupBlocked:
    'Du kan ikke tegne en ny sparepakke, fordi bonussen fra et tilbagekaldt debiteringsmandat allerede er brugt.',
  accountHeading: 'Spillerkonto',
  closeAccountLink: 'Luk min spillerkonto',
  confirmTitle: 'Bekræft din sparepakke',
  confirmIntro:
    'Bekræft venligst, at du vil tegne sparepakken. De månedlige betalinger starter, så snart du bekræfter.',
  confirmButton: 'Bekræft sparepakken',
  confirmDone: 'Tak! Din sparepakke er aktiv. Næste betaling trækkes den {date}.',
  confirmAlready: 'Denne sparepakke er allerede bekræftet.',
  confirmExpired: 'Dette bekræftelseslink er udløbet, eller sparepakken afventer ikke længere bekræftelse.',
  confirmInvalid: 'Dette bekræftelseslink er ugyldigt.',
  toShopSettings: 'Til butiksindstillingerne',
  closeTitle: 'Luk din spillerkonto',
  closeIntro:
    'Hvis du lukker din konto, kan du ikke længere logge ind. En sparepakke opsiges med det samme: Efter i dag trækkes der ikke flere betalinger.',
  closeButton: 'Luk min konto permanent',
  closeDone: 'Din spillerkonto er lukket. En eventuel sparepakke er blevet opsagt i dag.',
  forbidden: 'Anmodningen blev afvist, fordi den ikke kom fra dette websted.',
  backToGames: 'Tilbage til spillene',
};

const es: Texts = {
  settingsTitle: 'Ajustes de la tienda',
  packageHeading: 'Tu plan de ahorro',
  noPackage: 'No tienes ningún plan de ahorro.',
  takePackage: 'Contratar el plan de ahorro',
  state: 'Estado',
  statePENDING: 'Pendiente de tu confirmación',
  stateACTIVE: 'Activo',
  stateCANCELED: 'Cancelado',
  stateFAILED: 'Finalizado',
  monthlyDeposit: 'Depósito mensual',
  monthlyBonus: 'Bono mensual',
  startDate: 'Fecha de inicio',
  nextBooking: 'Próximo cargo',
  noNextBooking: 'No hay más cargos',
  minimumTermEnd: 'Periodo mínimo hasta el',
  minimumTermLeft: 'Cargos pendientes en el periodo mínimo',
  endDate: 'Último día',
  pendingNotice:
    'Te hemos enviado un correo electrónico. Haz clic en el enlace que contiene para confirmar el plan de ahorro; los cargos mensuales empiezan solo después.',
  openMailbox: 'Abrir mi bandeja de entrada',
  cancelHeading: 'Cancelar el plan de ahorro',
  cancelEffective: 'Si cancelas hoy, el plan de ahorro finaliza el {date}. {bookings}',
  cancelBookingsLeft: 'Hasta entonces se realizarán {count} cargo(s) más.',
  cancelNoBookingsLeft: 'No se realizarán más cargos.',
  cancelButton: 'Cancelar el plan de ahorro',
  cancelledNotice:
    'Recibimos tu cancelación el {received}. El plan de ahorro finaliza el {date}; después de ese día no se realizará ningún cargo.',
  failedNotice: 'Este plan de ahorro ha finalizado y no se realizarán más cargos.',
  otherWaysHeading: 'Otras formas de cancelar',
  otherWaysText:
    'También puedes cancelar mediante el formulario de contacto, por correo electrónico a support@players.example o por correo postal a Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany. Una cancelación por correo postal cuenta desde el día en que la recibimos. El periodo mínimo es de 3 meses; después, el paquete se renueva mes a mes.',
  depositsBlocked:
    'Tu banco ha devuelto un adeudo domiciliado. Los depósitos están bloqueados hasta que se pague el importe pendiente de {amount} y nos des una nueva orden de domiciliación. Ponte en contacto con el servicio de atención al cliente.',
  signupBlocked:
    'No puedes contratar un nuevo plan de ahorro porque ya se utilizó el bono de una orden de domiciliación revocada.',
  accountHeading: 'Cuenta de jugador',
  closeAccountLink: 'Cerrar mi cuenta de jugador',
  confirmTitle: 'Confirma tu plan de ahorro',
  confirmIntro:
    'Confirma que quieres contratar el plan de ahorro. Los cargos mensuales empiezan en cuanto lo confirmes.',
  confirmButton: 'Confirmar el plan de ahorro',
  confirmDone: '¡Gracias! Tu plan de ahorro está activo. El próximo cargo se realizará el {date}.',
  confirmAlready: 'Este plan de ahorro ya está confirmado.',
  confirmExpired: 'Este enlace de confirmación ha caducado o el plan de ahorro ya no está pendiente de confirmación.',
  confirmInvalid: 'Este enlace de confirmación no es válido.',
  toShopSettings: 'Ir a los ajustes de la tienda',
  closeTitle: 'Cerrar tu cuenta de jugador',
  closeIntro:
    'Si cierras tu cuenta, ya no podrás iniciar sesión. Si tienes un plan de ahorro, se cancela en el acto: después de hoy no se realizará ningún cargo.',
  closeButton: 'Cerrar mi cuenta definitivamente',
  closeDone: 'Tu cuenta de jugador está cerrada. Si tenías un plan de ahorro, se ha cancelado hoy.',
  forbidden: 'Esta solicitud se ha rechazado porque no procede de este sitio.',
  backToGames: 'Volver a los juegos',
};

const nl: Texts = {
  settingsTitle: 'Winkelinstellingen',
  packageHeading: 'Je spaarpakket',
  noPackage: 'Je hebt geen spaarpakket.',
  takePackage: 'Spaarpakket afsluiten',
  state: 'Status',
  statePENDING: 'Wacht op je bevestiging',
  stateACTIVE: 'Actief',
  stateCANCELED: 'Opgezegd',
  stateFAILED: 'Beëindigd',
  monthlyDeposit: 'Maandelijkse storting',
  monthlyBonus: 'Maandelijkse bonus',
  startDate: 'Startdatum',
  nextBooking: 'Volgende afschrijving',
  noNextBooking: 'Geen volgende afschrijving',
  minimumTermEnd: 'Minimale looptijd tot',
  minimumTermLeft: 'Resterende afschrijvingen in de minimale looptijd',
  endDate: 'Laatste dag',
  pendingNotice:
    'We hebben je een e-mail gestuurd. Klik op de link daarin om het spaarpakket te bevestigen; pas daarna beginnen de maandelijkse afschrijvingen.',
  openMailbox: 'Mijn inbox openen',
  cancelHeading: 'Spaarpakket opzeggen',
  cancelEffective: 'Als je vandaag opzegt, eindigt het spaarpakket op {date}. {bookings}',
  cancelBookingsLeft: 'Tot die tijd volgen er nog {count} afschrijving(en).',
  cancelNoBookingsLeft: 'Er volgen geen afschrijvingen meer.',
  cancelButton: 'Spaarpakket opzeggen',
  cancelledNotice:
    'We hebben je opzegging op {received} ontvangen. Het spaarpakket eindigt op {date}; na die dag volgen er geen afschrijvingen meer.',
  failedNotice: 'Dit spaarpakket is beëindigd; er volgen geen afschrijvingen meer.',
  otherWaysHeading: 'Andere manieren om op te zeggen',
  otherWaysText:
    'Je kunt ook opzeggen via het contactformulier, per e-mail aan support@players.example of per post aan Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany. Een opzegging per post telt vanaf de dag dat wij die ontvangen. De minimale looptijd is 3 maanden; daarna loopt het pakket per maand door.',
  depositsBlocked:
    'Je bank heeft een incasso teruggeboekt. Stortingen zijn geblokkeerd tot het openstaande bedrag van {amount} is betaald en je ons een nieuwe machtiging voor automatische incasso hebt gegeven. Neem contact op met de klantenservice.',
  signupBlocked:
    'Je kunt geen nieuw spaarpakket afsluiten, omdat de bonus van een ingetrokken machtiging voor automatische incasso al is gebruikt.',
  accountHeading: 'Spelersaccount',
  closeAccountLink: 'Mijn spelersaccount sluiten',
  confirmTitle: 'Bevestig je spaarpakket',
  confirmIntro:
    'Bevestig dat je het spaarpakket wilt afsluiten. De maandelijkse afschrijvingen beginnen zodra je bevestigt.',
  confirmButton: 'Spaarpakket bevestigen',
  confirmDone: 'Bedankt! Je spaarpakket is actief. De volgende afschrijving is op {date}.',
  confirmAlready: 'Dit spaarpakket is al bevestigd.',
  confirmExpired: 'Deze bevestigingslink is verlopen of het spaarpakket wacht niet meer op bevestiging.',
  confirmInvalid: 'Deze bevestigingslink is ongeldig.',
  toShopSettings: 'Naar de winkelinstellingen',
  closeTitle: 'Je spelersaccount sluiten',
  closeIntro:
    'Als je je account sluit, kun je niet meer inloggen. Een spaarpakket wordt direct opgezegd: na vandaag volgen er geen afschrijvingen meer.',
  closeButton: 'Mijn account definitief sluiten',
  closeDone: 'Je spelersaccount is gesloten. Een eventueel spaarpakket is vandaag opgezegd.',
  forbidden: 'Dit verzoek is geweigerd omdat het niet van deze site kwam.',
  backToGames: 'Terug naar de spellen',
};

const sv: Texts = {
  settingsTitle: 'Butiksinställningar',
  packageHeading: 'Ditt sparpaket',
  noPackage: 'Du har inget sparpaket.',
  takePackage: 'Teckna sparpaketet',
  state: 'Status',
  statePENDING: 'Väntar på din bekräftelse',
  stateACTIVE: 'Aktivt',
  stateCANCELED: 'Uppsagt',
  stateFAILED: 'Upphört',
  monthlyDeposit: 'Månatlig insättning',
  monthlyBonus: 'Månatlig bonus',
  startDate: 'Startdatum',
  nextBooking: 'Nästa dragning',
  noNextBooking: 'Inga fler dragningar',
  minimumTermEnd: 'Minsta avtalstid till',
  minimumTermLeft: 'Återstående dragningar under minsta avtalstid',
  endDate: 'Sista dag',
  pendingNotice:
    'Vi har skickat ett mejl till dig. Klicka på länken i det för att bekräfta sparpaketet; de månatliga dragningarna börjar först då.',
  openMailbox: 'Öppna min inkorg',
  cancelHeading: 'Säg upp sparpaketet',
  cancelEffective: 'Om du säger upp i dag upphör sparpaketet den {date}. {bookings}',
  cancelBookingsLeft: 'Fram till dess görs {count} dragning(ar) till.',
  cancelNoBookingsLeft: 'Inga fler dragningar görs.',
  cancelButton: 'Säg upp sparpaketet',
  cancelledNotice:
    'Vi tog emot din uppsägning den {received}. Sparpaketet upphör den {date}; efter den dagen görs inga dragningar.',
  failedNotice: 'Det här sparpaketet har upphört och inga fler dragningar görs.',
  otherWaysHeading: 'Andra sätt att säga upp',
  otherWaysText:
    'Du kan också säga upp via kontaktformuläret, via mejl till support@players.example eller per post till Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany. En uppsägning per post gäller från den dag vi tar emot den. Den minsta avtalstiden är 3 månader; därefter löper paketet månad för månad.',
  depositsBlocked:
    'Din bank har återfört en autogirodragning. Insättningar är spärrade tills det utestående beloppet på {amount} har betalats och du har gett oss ett nytt autogiromedgivande. Kontakta kundtjänst.',
  signupBlocked:
    'Du kan inte teckna ett nytt sparpaket eftersom bonusen från ett återkallat autogiromedgivande redan har använts.',
  accountHeading: 'Spelarkonto',
  closeAccountLink: 'Avsluta mitt spelarkonto',
  confirmTitle: 'Bekräfta ditt sparpaket',
  confirmIntro: 'Bekräfta att du vill teckna sparpaketet. De månatliga dragningarna börjar så snart du bekräftar.',
  confirmButton: 'Bekräfta sparpaketet',
  confirmDone: 'Tack! Ditt sparpaket är aktivt. Nästa dragning sker den {date}.',
  confirmAlready: 'Det här sparpaketet är redan bekräftat.',
  confirmExpired: 'Den här bekräftelselänken har gått ut, eller så väntar sparpaketet inte längre på bekräftelse.',
  confirmInvalid: 'Den här bekräftelselänken är ogiltig.',
  toShopSettings: 'Till butiksinställningarna',
  closeTitle: 'Avsluta ditt spelarkonto',
  closeIntro:
    'Om du avslutar ditt konto kan du inte längre logga in. Ett sparpaket sägs upp direkt: efter i dag görs inga fler dragningar.',
  closeButton: 'Avsluta mitt konto för gott',
  closeDone: 'Ditt spelarkonto är avslutat. Ett eventuellt sparpaket har sagts upp i dag.',
  forbidden: 'Begäran avvisades eftersom den inte kom från den här webbplatsen.',
  backToGames: 'Tillbaka till spelen',
};

export const SUBSCRIPTION_PAGE_TEXTS: Readonly<Record<Language, Texts>> = {
  en,
  'en-GB': enGB,
  de,
  fr,
  da,
  es,
  nl,
  sv,
};

export function subscriptionPageText(
  language: Language,
  key: SubscriptionPageKey,
  values: Record<string, string> = {},
): string {
  const template = SUBSCRIPTION_PAGE_TEXTS[language][key];
  return collapseAbbreviationPeriod(template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match));
}
