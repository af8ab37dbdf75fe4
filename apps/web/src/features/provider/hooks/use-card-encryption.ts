// Loads the PSP's card-encryption scripts and initialises the client (SPEC §4, §8): script failure →
// /error/unavailable, init failure → /error/{code}; no client after CARD_INIT_FALLBACK_MS counts as ready.

import type { HostedField } from '@shop/contracts/psp-encrypt';
import {
  ADYEN_WEB_LIBRARY,
  CARD_FIELDS_ENVIRONMENT_FIELD,
  CARD_FIELDS_LIBRARY_FIELD,
  ENCRYPT_CLIENT_KEY_FIELD,
} from '@shop/contracts/psp-encrypt-key';
import type { EncryptClient } from '@shop/contracts/purchase';
import { CARD_INIT_FALLBACK_MS } from '@shop/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import {
  type CardFieldsLibrary,
  chooseCardFields,
  EncryptClientError,
  hasEncryptClient,
  initEncryptClient,
  setHostedErrorStyles,
} from '../encrypt-client';
import { scriptLoader } from '../load-script';

type HostedOptions = {
  /** The containers to mount frames into; a saved card's CVC re-entry mounts only the CVC. */
  fields: Partial<Record<HostedField, string>>;
  onFieldState: (field: string, state: string) => void;
};

/** The client key the server passes with the scripts. */
export function clientKeyOf(encryptClient: EncryptClient): string {
  for (const script of encryptClient.scripts) {
    const key = script.additionalServerData?.[ENCRYPT_CLIENT_KEY_FIELD];
    if (key !== undefined) return key;
  }
  return '';
}

/** Whose card fields the server named: Adyen Web's (adyen-card-fields.ts) or the PSP sandbox's script. */
export function cardFieldsLibraryOf(encryptClient: EncryptClient): CardFieldsLibrary {
  const adyen = encryptClient.scripts.some(
    (script) => script.additionalServerData?.[CARD_FIELDS_LIBRARY_FIELD] === ADYEN_WEB_LIBRARY,
  );
  return adyen ? 'adyen-web' : 'psp-sandbox';
}

function environmentOf(encryptClient: EncryptClient): string | undefined {
  for (const script of encryptClient.scripts) {
    const environment = script.additionalServerData?.[CARD_FIELDS_ENVIRONMENT_FIELD];
    if (environment !== undefined) return environment;
  }
  return undefined;
}

// The error colours of the design tokens, for fields inside the PSP's frames (they cannot read our CSS).
const HOSTED_ERROR_STYLES = { color: '#b42318', borderColor: '#b42318' };

function delay(ms: number, timers: Set<ReturnType<typeof setTimeout>>): Promise<void> {
  return new Promise((resolve) => {
    timers.add(setTimeout(resolve, ms));
  });
}

/** True once the client can tokenize (or the fallback delay passed); always true when not `enabled`. */
export function useCardEncryption(encryptClient: EncryptClient, hosted?: HostedOptions, enabled = true): boolean {
  const navigate = useNavigate();
  const { i18n, t } = useTranslation();
  // The frames are labelled in the language of the moment they are mounted.
  const language = useRef(i18n.language);
  language.current = i18n.language;
  // The frames' titles: the form's own labels, in that language (Adyen's fields take them as ariaLabels).
  const labels = useRef({ number: '', expiry: '', cvc: '' });
  labels.current = {
    number: t('provider.card.number'),
    expiry: t('provider.card.expiry'),
    cvc: t('provider.card.cvc'),
  };
  const [ready, setReady] = useState(false);
  // The latest field-state handler, so init (called once) always reaches the current render.
  const onFieldState = useRef(hosted?.onFieldState);
  onFieldState.current = hosted?.onFieldState;
  const fields = hosted?.fields;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const start = async () => {
      const library = cardFieldsLibraryOf(encryptClient);
      try {
        await Promise.all([
          chooseCardFields(library),
          ...encryptClient.scripts.map((script) => scriptLoader.load(script.url)),
        ]);
      } catch {
        if (!cancelled) void navigate(hrefs.error('unavailable'));
        return;
      }
      if (!hasEncryptClient()) await delay(CARD_INIT_FALLBACK_MS, timers);
      if (cancelled) return;
      // SPEC §4: a client that never appears still counts as initialised; tokenize then fails with code 1.
      if (!hasEncryptClient()) return setReady(true);
      try {
        await initEncryptClient({
          clientKey: clientKeyOf(encryptClient),
          mode: fields === undefined ? 'encrypted' : 'hosted',
          ...(fields === undefined
            ? {}
            : {
                fields,
                onFieldState: (field: string, state: string) => onFieldState.current?.(field, state),
                locale: language.current,
                ...(library === 'adyen-web'
                  ? { environment: environmentOf(encryptClient), labels: labels.current }
                  : {}),
              }),
        });
        if (fields !== undefined) setHostedErrorStyles(HOSTED_ERROR_STYLES);
        if (!cancelled) setReady(true);
      } catch (error) {
        const code = error instanceof EncryptClientError && error.code !== 'FAILED' ? error.code : '1';
        if (!cancelled) void navigate(hrefs.error(code));
      }
    };
    void start();
    return () => {
      cancelled = true;
      for (const timer of timers) clearTimeout(timer);
    };
  }, [encryptClient, fields, navigate, enabled]);

  return ready || !enabled;
}
