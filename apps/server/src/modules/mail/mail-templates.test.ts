import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { describe, expect, it } from 'vitest';
import { SAMPLE_MAIL_PARAMS } from '../../test/mail-helpers.ts';
import { MAIL_KINDS, type MailKind, type MailParams } from './mail-outbox.ts';
import { mailLinksOf, renderMail, UnknownMailKindError } from './mail-templates.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

const SAMPLE_PARAMS = SAMPLE_MAIL_PARAMS;
const CONFIRM_URL = SAMPLE_PARAMS.subscription_confirm.confirmUrl;

const LEFTOVERS = /undefined|NaN|null|\[object|\{|\}/;

describe('e-mail templates', () => {
  it.each(SUPPORTED_LANGUAGES)('renders every kind in %s completely', (lang) => {
    for (const kind of MAIL_KINDS) {
      const mail = renderMail({ kind, lang, params: SAMPLE_PARAMS[kind] });
      expect(mail.subject.trim(), `${lang} ${kind}`).not.toBe('');
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part, `${lang} ${kind}`).not.toMatch(LEFTOVERS);
        expect(part, `${lang} ${kind}: a parameter is missing`).not.toContain('–');
      }
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.html).toContain(`<title>`);
    }
  });

  it('formats amounts with Intl in the language, game currencies as their real currency', () => {
    const confirm = (lang: string, params: MailParams) =>
      renderMail({ kind: 'subscription_confirm', lang, params: { ...SAMPLE_PARAMS.subscription_confirm, ...params } })
        .text;
    // Intl puts a no-break space between amount and symbol where the language writes one.
    expect(confirm('de', {})).toContain(
      'Jeden Monat zahlst du 20,00\u00a0€ und erhältst dafür eine Einzahlung von 20,00\u00a0€ plus einen Bonus von 5,00\u00a0€.',
    );
    expect(confirm('en', {})).toContain(
      'Each month you pay €20.00 and receive a deposit of €20.00 plus a bonus of €5.00.',
    );
    expect(confirm('en-GB', { currency: 'GBP', gdCurrency: 'GGBP' })).toContain(
      'you pay £20.00 and receive a deposit of £20.00',
    );
    expect(confirm('en', { currency: 'USD', gdCurrency: 'GUSD' })).toContain(
      'you pay $20.00 and receive a deposit of $20.00',
    );
    expect(confirm('sv', { price: 20_000, deposit: 20_000, currency: 'SEK', gdCurrency: 'GSEK' })).toContain(
      'betalar du 200,00\u00a0kr och får en insättning på 200,00\u00a0kr',
    );
    expect(confirm('da', { price: 20_000, deposit: 20_000, currency: 'DKK', gdCurrency: 'GDKK' })).toContain(
      'betaler du 200,00\u00a0kr. og får en indbetaling på 200,00\u00a0kr.',
    );
    expect(confirm('fr', {})).toContain('vous payez 20,00\u00a0€');
    expect(confirm('nl', {})).toContain('betaal je €\u00a020,00');
    expect(confirm('es', {})).toContain('pagas 20,00\u00a0€');
    // Diamonds: bought with euros, credited as a number of diamonds.
    expect(confirm('de', { deposit: 2000, bonus: 500, gdCurrency: 'DIA' })).toContain(
      'Einzahlung von 2.000 Diamanten plus einen Bonus von 500 Diamanten',
    );
    expect(confirm('en', { deposit: 2000, gdCurrency: 'DIA' })).toContain('a deposit of 2,000 diamonds');
  });

  it('writes dates out in the language', () => {
    const first = (lang: string) =>
      renderMail({ kind: 'subscription_confirm', lang, params: SAMPLE_PARAMS.subscription_confirm }).text;
    expect(first('de')).toContain('am 24. November 2026');
    expect(first('en')).toContain('today, November 24, 2026;');
    expect(first('en-GB')).toContain('today, 24 November 2026;');
    expect(first('fr')).toContain('le 24 novembre 2026');
    expect(first('es')).toContain('hoy, 24 de noviembre de 2026');
    expect(first('sv')).toContain('den 24 november 2026');
  });

  it('puts the confirmation link in a button and as text', () => {
    const mail = renderMail({ kind: 'subscription_confirm', lang: 'de', params: SAMPLE_PARAMS.subscription_confirm });
    expect(mail.html).toContain(`<a href="${CONFIRM_URL}" data-mail-button`);
    expect(mail.html).toContain('>Sparpaket bestätigen</a>');
    expect(mail.text).toContain(`Sparpaket bestätigen:\n${CONFIRM_URL}`);
    expect(mailLinksOf(SAMPLE_PARAMS.subscription_confirm)).toEqual([CONFIRM_URL]);
  });

  it('chooses sentences by the parameters', () => {
    const text = (kind: MailKind, params: MailParams, lang = 'en') =>
      renderMail({ kind, lang, params: { ...SAMPLE_PARAMS[kind], ...params } }).text;
    expect(text('booking_succeeded', {})).toContain('Your next booking is on January 24, 2027.');
    expect(text('booking_succeeded', { nextBookingDate: null })).toContain(
      'This was the last booking of your saver package.',
    );
    expect(text('mandate_revoked', {})).toContain('you cannot sign up for a new saver package');
    expect(text('mandate_revoked', { signupBlocked: false, bonusDeducted: 0 })).not.toMatch(/deducted|cannot sign up/);
    expect(text('subscription_failed', { reason: 'unconfirmed' })).toContain(
      'You did not confirm your saver package in time.',
    );
    expect(text('subscription_failed', { reason: 'returned' })).toContain('Your bank returned the payment of €20.00');
    expect(text('subscription_cancelled', {})).toContain('by mail on December 2, 2026');
    expect(text('subscription_cancelled', {}, 'en-GB')).toContain('by post on 2 December 2026');
    expect(text('subscription_cancelled', { channel: 'account' })).toContain('You closed your player account');
    expect(renderMail({ kind: 'subscription_cancelled', lang: 'en-GB', params: {} }).subject).toBe(
      'Your saver package has been cancelled',
    );
    expect(renderMail({ kind: 'subscription_cancelled', lang: 'en', params: {} }).subject).toBe(
      'Your saver package has been canceled',
    );
  });

  it.each(SUPPORTED_LANGUAGES)('says why a payout was rejected in %s, the team’s note labelled as such', (lang) => {
    const texts = MAIL_TEXTS[lang];
    const note = 'Bitte nutze ein Konto auf deinen Namen <b>jetzt</b>.';
    const rejected = (params: MailParams) =>
      renderMail({ kind: 'payout_rejected', lang, params: { ...SAMPLE_PARAMS.payout_rejected, ...params } });
    const withNote = rejected({ reasonCode: 'bank_details_invalid', note });
    const reason = texts.payoutRejectedReason.replace('{{reason}}', texts.payoutRejectReasonBankDetails);
    expect(withNote.text).toContain(reason);
    // The note stays as typed (escaped in the HTML), after the label in the player's language.
    expect(withNote.text).toContain(texts.payoutRejectedNote.replace('{{note}}', note));
    expect(withNote.html).toContain('&lt;b&gt;jetzt&lt;/b&gt;');
    // Without a note, no label; each code has its own text.
    const codes = ['account_holder_mismatch', 'bank_details_invalid', 'verification_required', 'security_check'];
    const bodies = codes.map((reasonCode) => rejected({ reasonCode, note: null }).text);
    expect(new Set(bodies).size).toBe(codes.length);
    for (const body of bodies) expect(body).not.toContain(texts.payoutRejectedNote.replace(' {{note}}', '').trim());
    // An e-mail queued before reason codes still shows its reason as it was written.
    const legacy = { amount: 5000, gdCurrency: 'EUR', requestedDate: '2026-11-20', reason: 'Old reason' };
    expect(renderMail({ kind: 'payout_rejected', lang, params: legacy }).text).toContain(
      texts.payoutRejectedReason.replace('{{reason}}', 'Old reason'),
    );
  });

  it('survives missing, wrong and hostile parameters', () => {
    const hostile = {
      confirmUrl: 'javascript:alert(1)',
      price: 'lots',
      currency: '<b>',
      deposit: Number.NaN,
      bonus: 1.5,
      startDate: '<script>alert(1)</script>',
      minimumTermEndDate: '2027-02-30',
      reason: '<img src=x>',
      channel: { web: true },
      signupBlocked: 'yes',
      extra: '{not used}',
    };
    for (const lang of [...SUPPORTED_LANGUAGES, 'xx', '']) {
      for (const kind of MAIL_KINDS) {
        for (const params of [{}, hostile, null, 'not json', [1, 2]]) {
          const mail = renderMail({ kind, lang, params });
          for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(LEFTOVERS);
          expect(mail.html).not.toMatch(/<script|<img|<b>|javascript:/);
        }
      }
    }
    const url = 'https://shop.example/confirm?a="><script>x</script>&b=1';
    const html = renderMail({ kind: 'subscription_confirm', lang: 'en', params: { confirmUrl: url } }).html;
    expect(html).not.toContain('<script');
    expect(html).toContain('href="https://shop.example/confirm?a=%22%3E%3Cscript%3Ex%3C/script%3E&amp;b=1"');
  });

  it('reads parameters stored as a JSON string and an unknown language as English', () => {
    const mail = renderMail({
      kind: 'bonus_expired',
      lang: 'pt-BR',
      params: JSON.stringify(SAMPLE_PARAMS.bonus_expired),
    });
    expect(mail.subject).toBe('Your saver package bonus has expired');
    expect(mail.text).toContain('The unused amount of €3.20 has been removed');
    expect(renderMail({ kind: 'bonus_expired', lang: 'de-AT', params: {} }).subject).toBe(
      'Der Bonus deines Sparpakets ist verfallen',
    );
  });

  it('refuses a kind without a template', () => {
    expect(() => renderMail({ kind: 'newsletter', lang: 'en', params: {} })).toThrow(UnknownMailKindError);
  });
});

describe('e-mail texts', () => {
  it('has British wording in en-GB', () => {
    expect(MAIL_TEXTS['en-GB'].cancelledPost).toContain('by post');
    expect(MAIL_TEXTS.en.cancelledPost).toContain('by mail');
    expect(MAIL_TEXTS['en-GB'].footer).toContain('e-mail');
  });
});
