// React side of the translator: the provider, useTranslation() (re-renders on a language change or added
// texts, and its `t` changes with them so memos that use it follow) and <Trans> for texts with links inside.
import {
  Children,
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type TFunction, type TranslationKey, type TranslationValues, type Translator, translator } from './translator';

const TranslatorContext = createContext<Translator>(translator);

export function TranslatorProvider({ translator: value, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={value}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  const subscribe = useCallback((onChange: () => void) => i18n.onLanguageChanged(onChange), [i18n]);
  const revision = useSyncExternalStore(subscribe, () => i18n.revision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for every language (and added texts), like react-i18next's
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [i18n, revision]);
  return { t, i18n };
}

// <name>inner</name> or <name/>; names are the keys of `components`. Tags do not nest in the shop's texts.
const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/**
 * A translated text whose `<name>…</name>` parts render as `components[name]` with the inner text as
 * children (an unknown name renders its inner text).
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: TranslationKey;
  values?: TranslationValues;
  components?: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? '';
    const inner = match[2] ?? '';
    const component = components[name];
    nodes.push(
      component !== undefined && isValidElement(component)
        ? cloneElement(component, { key: nodes.length }, ...(inner === '' ? [] : [inner]))
        : inner,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <Fragment>{Children.toArray(nodes)}</Fragment>;
}
