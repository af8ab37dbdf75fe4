// Texts of the demo platform's mailbox pages in the shop's 8 languages. `en` holds every key.
import type { Language } from '@shop/domain/language';
import { collapseAbbreviationPeriod } from '@shop/domain/text';

const en = {
  mailboxLink: 'Mailbox',
  mailboxTitle: 'Mailbox',
  mailboxIntro: 'E-mails from the shop to {address}. This demo mailbox shows them as soon as they are written.',
  empty: 'No e-mails yet.',
  date: 'Date',
  subject: 'Subject',
  status: 'Status',
  from: 'From',
  to: 'To',
  stateQueued: 'Waiting to be sent',
  stateSending: 'Being sent',
  stateSent: 'Sent',
  stateFailed: 'Could not be sent',
  linksHeading: 'Links in this e-mail',
  plainText: 'Plain-text version',
  backToMailbox: 'Back to the mailbox',
  notFoundTitle: 'E-mail not found',
  notFoundText: 'This e-mail does not exist or belongs to another player.',
};

export type MailboxTextKey = keyof typeof en;
type Dictionary = Record<MailboxTextKey, string>;

const de: Dictionary = {
  mailboxLink: 'Postfach',
  mailboxTitle: 'Postfach',
  mailboxIntro: 'E-Mails des Shops an {address}. Dieses Demo-Postfach zeigt sie, sobald sie geschrieben sind.',
  empty: 'Noch keine E-Mails.',
  date: 'Datum',
  subject: 'Betreff',
  status: 'Status',
  from: 'Von',
  to: 'An',
  stateQueued: 'Wartet auf Versand',
  stateSending: 'Wird gesendet',
  stateSent: 'Gesendet',
  stateFailed: 'Konnte nicht gesendet werden',
  linksHeading: 'Links in dieser E-Mail',
  plainText: 'Textversion',
  backToMailbox: 'Zurück zum Postfach',
  notFoundTitle: 'E-Mail nicht gefunden',
  notFoundText: 'Diese E-Mail gibt es nicht, oder sie gehört einem anderen Spieler.',
};

const fr: Dictionary = {
  mailboxLink: 'Boîte de réception',
  mailboxTitle: 'Boîte de réception',
  mailboxIntro:
    'Les e-mails de la boutique à {address}. Cette boîte de démonstration les affiche dès qu’ils sont rédigés.',
  empty: 'Aucun e-mail pour le moment.',
  date: 'Date',
  subject: 'Objet',
  status: 'Statut',
  from: 'De',
  to: 'À',
  stateQueued: 'En attente d’envoi',
  stateSending: 'En cours d’envoi',
  stateSent: 'Envoyé',
  stateFailed: 'Envoi impossible',
  linksHeading: 'Liens de cet e-mail',
  plainText: 'Version texte',
  backToMailbox: 'Retour à la boîte de réception',
  notFoundTitle: 'E-mail introuvable',
  notFoundText: 'Cet e-mail n’existe pas ou appartient à un autre joueur.',
};

const da: Dictionary = {
  mailboxLink: 'Indbakke',
  mailboxTitle: 'Indbakke',
  mailboxIntro: 'E-mails fra butikken til {address}. Denne demoindbakke viser dem, så snart de er skrevet.',
  empty: 'Ingen e-mails endnu.',
  date: 'Dato',
  subject: 'Emne',
  status: 'Status',
  from: 'Fra',
  to: 'Til',
  stateQueued: 'Venter på at blive sendt',
  stateSending: 'Sendes',
  stateSent: 'Sendt',
  stateFailed: 'Kunne ikke sendes',
  linksHeading: 'Links i denne e-mail',
  plainText: 'Tekstversion',
  backToMailbox: 'Tilbage til indbakken',
  notFoundTitle: 'E-mail ikke fundet',
  notFoundText: 'Denne e-mail findes ikke eller tilhører en anden spiller.',
};

const es: Dictionary = {
  mailboxLink: 'Buzón',
  mailboxTitle: 'Buzón',
  mailboxIntro: 'Los correos de la tienda a {address}. Este buzón de demostración los muestra en cuanto se redactan.',
  empty: 'Todavía no hay correos.',
  date: 'Fecha',
  subject: 'Asunto',
  status: 'Estado',
  from: 'De',
  to: 'Para',
  stateQueued: 'Pendiente de envío',
  stateSending: 'Enviándose',
  stateSent: 'Enviado',
  stateFailed: 'No se pudo enviar',
  linksHeading: 'Enlaces de este correo',
  plainText: 'Versión de texto',
  backToMailbox: 'Volver al buzón',
  notFoundTitle: 'Correo no encontrado',
  notFoundText: 'Este correo no existe o pertenece a otro jugador.',
};

const nl: Dictionary = {
  mailboxLink: 'Postvak',
  mailboxTitle: 'Postvak',
  mailboxIntro: 'E-mails van de winkel aan {address}. Dit demopostvak toont ze zodra ze geschreven zijn.',
  empty: 'Nog geen e-mails.',
  date: 'Datum',
  subject: 'Onderwerp',
  status: 'Status',
  from: 'Van',
  to: 'Aan',
  stateQueued: 'Wacht op verzending',
  stateSending: 'Wordt verzonden',
  stateSent: 'Verzonden',
  stateFailed: 'Kon niet worden verzonden',
  linksHeading: 'Links in deze e-mail',
  plainText: 'Tekstversie',
  backToMailbox: 'Terug naar het postvak',
  notFoundTitle: 'E-mail niet gevonden',
  notFoundText: 'Deze e-mail bestaat niet of is van een andere speler.',
};

const sv: Dictionary = {
  mailboxLink: 'Inkorg',
  mailboxTitle: 'Inkorg',
  mailboxIntro: 'Mejl från butiken till {address}. Den här demoinkorgen visar dem så snart de är skrivna.',
  empty: 'Inga mejl än.',
  date: 'Datum',
  subject: 'Ämne',
  status: 'Status',
  from: 'Från',
  to: 'Till',
  stateQueued: 'Väntar på att skickas',
  stateSending: 'Skickas',
  stateSent: 'Skickat',
  stateFailed: 'Kunde inte skickas',
  linksHeading: 'Länkar i det här mejlet',
  plainText: 'Textversion',
  backToMailbox: 'Tillbaka till inkorgen',
  notFoundTitle: 'Mejlet hittades inte',
  notFoundText: 'Det här mejlet finns inte eller tillhör en annan spelare.',
};

export const MAILBOX_TEXTS: Readonly<Record<Language, Dictionary>> = { en, 'en-GB': en, de, fr, da, es, nl, sv };

/** The text of a key with `{placeholder}` values filled in (not escaped here). */
export function mailboxText(language: Language, key: MailboxTextKey, values: Record<string, string> = {}): string {
  return collapseAbbreviationPeriod(
    MAILBOX_TEXTS[language][key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match),
  );
}
