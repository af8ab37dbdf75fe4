// The fresh authenticator code a money action asks for (issue 25 point 7): when the server answers 403
// `totp_required` (the session's last code is older than 15 minutes), lib/api.ts calls the prompt registered here;
// this modal dialog asks for the current code, sends it (POST /ops/api/session/totp) and lets the action be
// repeated once. Cancel leaves the action undone (its form shows why).
import { useEffect, useId, useRef, useState } from 'react';
import styles from '../components/console.module.css';
import { Form, TextField, textValue } from '../components/form';
import { Button } from '../components/ui';
import { ApiError, api, setFreshTotpPrompt } from '../lib/api';
import { useI18n } from '../lib/i18n';

const CODE = /^\d{6}$/;

export function FreshTotpDialog() {
  const { t, label } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const resolver = useRef<((verified: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const titleId = useId();

  useEffect(() => {
    setFreshTotpPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          resolver.current = resolve;
          setCode('');
          setError(undefined);
          setOpen(true);
        }),
    );
    return () => setFreshTotpPrompt(null);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  const finish = (verified: boolean) => {
    setOpen(false);
    resolver.current?.(verified);
    resolver.current = null;
  };

  const submit = async () => {
    const totp = code.trim();
    if (!CODE.test(totp)) {
      setError(t('totp.invalid'));
      return;
    }
    setPending(true);
    try {
      await api<{ verifiedAt: string }>('/session/totp', { method: 'POST', body: { totp } });
      finish(true);
    } catch (failure) {
      const failureCode = failure instanceof ApiError ? failure.code : 'network';
      if (failureCode === 'invalid_totp') setError(t('totp.invalid_totp'));
      else if (failureCode === 'totp_already_used') setError(t('totp.totp_already_used'));
      else if (failureCode === 'too_many_attempts') setError(t('totp.too_many_attempts'));
      else setError(t('totp.failed', { code: label('error', failureCode) }));
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        finish(false);
      }}
    >
      {open ? (
        <div className={styles.stack}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {t('totp.title')}
          </h2>
          <p>{t('totp.text')}</p>
          <Form onSubmit={() => void submit()} label={t('totp.title')}>
            <TextField
              id="fresh-totp"
              label={t('totp.code')}
              hint={t('totp.hint')}
              error={error}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              {...textValue(code, setCode)}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={pending}>
                {t('totp.submit')}
              </Button>
              <Button variant="secondary" onClick={() => finish(false)} disabled={pending}>
                {t('common.cancel')}
              </Button>
            </div>
          </Form>
        </div>
      ) : null}
    </dialog>
  );
}
