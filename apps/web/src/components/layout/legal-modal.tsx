// The terms and the right of withdrawal read inside the shop (SPEC §1 footer, §7): fetched from the platform
// for the player's country and shown in a dialog; when the text cannot be fetched the dialog shows '?'.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '../../lib/legal-page';
import { type LegalNode, legalPageQueryOptions } from '../../lib/legal-text';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import styles from './legal-modal.module.css';

function renderNodes(nodes: LegalNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    // The content is static for the dialog's life: the position is a stable key.
    const key = index;
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'heading':
        return <h3 key={key}>{renderNodes(node.children)}</h3>;
      case 'paragraph':
        return <p key={key}>{renderNodes(node.children)}</p>;
      case 'list':
        return <ul key={key}>{renderNodes(node.children)}</ul>;
      case 'item':
        return <li key={key}>{renderNodes(node.children)}</li>;
      case 'strong':
        return <strong key={key}>{renderNodes(node.children)}</strong>;
      case 'emphasis':
        return <em key={key}>{renderNodes(node.children)}</em>;
      case 'link':
        return (
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderNodes(node.children)}
          </a>
        );
    }
    return null;
  });
}

function LegalText({ document, country }: { document: LegalDocument; country: string }) {
  const { t } = useTranslation();
  const page = useQuery(legalPageQueryOptions(document, country));
  if (page.isPending) return <p aria-busy="true">{t('footer.legalLoading')}</p>;
  if (page.isError) return <p className={styles.unknown}>?</p>;
  return <div className={styles.text}>{renderNodes(page.data)}</div>;
}

type LegalModalProps = { document: LegalDocument | null; country: string; onClose: () => void };

export function LegalModal({ document, country, onClose }: LegalModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={document === null ? '' : t(`footer.${document}`)}
      open={document !== null}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {document === null ? null : <LegalText document={document} country={country} />}
    </Modal>
  );
}
