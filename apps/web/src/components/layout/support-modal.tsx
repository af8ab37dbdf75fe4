// Customer support (SPEC §1, §7): answers the 'support-form:open' event by showing the platform's form app
// in a modal frame, prefilled with the context the event carries. The frame reports its height (so it fits
// its content on phones) and Escape pressed inside it; messages from anywhere else are ignored.
import { isSupportTopic } from '@shop/contracts/support-topics';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportFrameMessageCheck } from '../../lib/contract-checks';
import { isRecord } from '../../lib/is-record';
import { SUPPORT_FORM_EVENT, type SupportContext, supportFormUrl } from '../../lib/support-form';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import styles from './support-modal.module.css';

function contextOf(event: Event): SupportContext | null {
  if (event.defaultPrevented || !(event instanceof CustomEvent) || !isRecord(event.detail)) return null;
  const { topic, reference, screen } = event.detail;
  return {
    topic: isSupportTopic(topic) ? topic : 'other',
    reference: typeof reference === 'string' ? reference : '',
    screen: typeof screen === 'string' ? screen : '',
  };
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

export function SupportModal() {
  const { t, i18n } = useTranslation();
  const [context, setContext] = useState<SupportContext | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const opened = contextOf(event);
      if (opened !== null) setContext(opened);
    };
    window.addEventListener(SUPPORT_FORM_EVENT, onOpen);
    return () => window.removeEventListener(SUPPORT_FORM_EVENT, onOpen);
  }, []);

  const close = () => setContext(null);
  return (
    <Modal
      title={t('support.title')}
      open={context !== null}
      onClose={close}
      footer={
        <Button variant="secondary" onClick={close}>
          {t('common.close')}
        </Button>
      }
    >
      {context === null ? null : <SupportFrame url={supportFormUrl(context, i18n.language)} onClose={close} />}
    </Modal>
  );
}
