// Customer support (SPEC §1, §7): the platform's form app in a modal frame, prefilled with the context the
// 'support-form:open' event carried (the footer keeps it, footer-dialogs.tsx). The frame reports its height (so it
// fits its content on phones) and Escape pressed inside it; messages from anywhere else are ignored.
import { SUPPORT_FORM_PATH } from '@shop/contracts/support-topics';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { supportFrameMessageCheck } from '../../lib/contract-checks/later/support';
import type { SupportContext } from '../../lib/support-form';
import { ReadingModal } from '../ui/reading-modal';
import styles from './support-modal.module.css';

/** The form app's address for a context, in the shop's language, embedded in the modal. */
function supportFormUrl(context: SupportContext, language: string): string {
  const query = new URLSearchParams({ topic: context.topic, lang: language, embed: '1' });
  if (context.reference !== '') query.set('reference', context.reference);
  if (context.screen !== '') query.set('screen', context.screen);
  // The platform base is configurable; the form keeps its path below it.
  const path = SUPPORT_FORM_PATH.replace(/^\/platform/, env.platformBase);
  return `${path}?${query.toString()}`;
}

function SupportFrame({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow;
      if (event.origin !== window.location.origin || own === null || event.source !== own) return;
      // Checked against the contract without zod (lib/contract-checks, issue 11).
      const message = supportFrameMessageCheck.safeParse(event.data);
      if (!message.success) return;
      if (message.data.type === 'support-form:height') setHeight(message.data.height);
      if (message.data.type === 'support-form:close') latestOnClose.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className={styles.frameBox} aria-busy={height === null}>
      {height === null ? <p className={styles.loading}>{t('support.loading')}</p> : null}
      <iframe
        ref={frame}
        className={styles.frame}
        title={t('support.frameTitle')}
        src={url}
        style={height === null ? undefined : { height: `${height}px` }}
      />
    </div>
  );
}

type SupportModalProps = { context: SupportContext | null; onClose: () => void };

export function SupportModal({ context, onClose: close }: SupportModalProps) {
  const { t, i18n } = useTranslation();
  return (
    <ReadingModal item={context} title={() => t('support.title')} onClose={close}>
      {(shown) => <SupportFrame url={supportFormUrl(shown, i18n.language)} onClose={close} />}
    </ReadingModal>
  );
}
