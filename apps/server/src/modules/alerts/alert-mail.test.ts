import { describe, expect, it } from 'vitest';
import { renderOpsAlertMail } from './alert-mail.ts';

describe('the operator alert e-mail', () => {
  it('counts in the plural form of the operator’s language', () => {
    const one = renderOpsAlertMail('en', { rule: 'payout_queue_age', hours: 1, thresholdHours: 4 });
    expect(one.text).toContain('The oldest payout in review has waited 1 hour (threshold 4 hours).');
    const five = renderOpsAlertMail('de', { rule: 'mail_outbox_stuck', minutes: 5, thresholdMinutes: 15 });
    expect(five.subject).toBe('Shop-Alarm: E-Mail-Ausgang hängt');
    expect(five.text).toContain('wartet seit 5 Minuten (Schwelle 15 Minuten).');
    expect(renderOpsAlertMail('de', { rule: 'reconciler_errors', subject: 'psp', failures: 1 }).text).toContain(
      'ist 1 Runde in Folge fehlgeschlagen: –',
    );
  });

  it('shows a missing value as a dash and an unknown rule by its code', () => {
    expect(renderOpsAlertMail('en', { rule: 'payout_queue_age' }).text).toContain(
      'has waited – hours (threshold – hours)',
    );
    const unknown = renderOpsAlertMail('fr', { rule: 'new_rule' });
    expect(unknown.subject).toBe('Shop alert: new_rule');
    expect(unknown.html).toContain('<html lang="en">');
  });
});
