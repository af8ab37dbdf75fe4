// The terms and the right of withdrawal read inside the shop (SPEC §1 footer, §7): fetched from the platform
// for the player's country and shown in a dialog; when the text cannot be fetched the dialog shows '?'.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '../../lib/legal-page';
import { type LegalNode, legalPageQueryOptions } from '../../lib/legal-text';
import { ReadingModal } from '../ui/reading-modal';
import styles from './legal-modal.module.css';

/** The element each kind of node stands as; a link adds its address. */
const TAGS = {
  heading: 'h3',
  paragraph: 'p',
  list: 'ul',
  item: 'li',
  strong: 'strong',
  emphasis: 'em',
} as const satisfies Record<Exclude<LegalNode['kind'], 'text' | 'link'>, string>;

function renderNodes(nodes: LegalNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    // The content is static for the dialog's life: the position is a stable key.
    const key = index;
    if (node.kind === 'text') return node.text;
    if (node.kind === 'link') {
      return (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
          {renderNodes(node.children)}
        </a>
      );
    }
    const Tag = TAGS[node.kind];
    return <Tag key={key}>{renderNodes(node.children)}</Tag>;
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
    <ReadingModal item={document} title={(shown) => t(`footer.${shown}`)} onClose={onClose}>
      {(shown) => <LegalText document={shown} country={country} />}
    </ReadingModal>
  );
}
