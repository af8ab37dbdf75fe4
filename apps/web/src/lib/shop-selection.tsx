// The package selection shared by the deposit steps (SPEC §4 Selection): the selection type and,
// per type, the selected local id. Kept in sessionStorage so a reload keeps the choice.
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { isRecord } from './is-record';
import { createSessionStore } from './session-store';
import { readJson } from './storage';

export type SelectionType = 'NORMAL' | 'SUBSCRIPTION';

export type SelectionState = {
  type: SelectionType;
  normal: number | null;
  subscription: number | null;
};

const KEY = 'shop.selection';
const EMPTY: SelectionState = { type: 'NORMAL', normal: null, subscription: null };

function idOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The selection as this tab last stored it (what the store starts from and always writes back). */
export function storedSelection(): SelectionState {
  const raw = readJson('session', KEY);
  if (!isRecord(raw)) return EMPTY;
  return {
    type: raw.type === 'SUBSCRIPTION' ? 'SUBSCRIPTION' : 'NORMAL',
    normal: idOf(raw.normal),
    subscription: idOf(raw.subscription),
  };
}

export type SelectionStore = {
  get(): SelectionState;
  subscribe(listener: () => void): () => void;
  select(type: SelectionType, id: number): void;
  setType(type: SelectionType): void;
  /** SPEC §4: the selection resets when the provider changes. */
  reset(): void;
};

export function createSelectionStore(initial: SelectionState = storedSelection()): SelectionStore {
  return createSessionStore(KEY, initial, (get, set) => ({
    select: (type: SelectionType, id: number) =>
      set({ ...get(), type, [type === 'NORMAL' ? 'normal' : 'subscription']: id }),
    setType: (type: SelectionType) => set({ ...get(), type }),
    reset: () => set({ ...EMPTY, type: get().type }),
  }));
}

const SelectionContext = createContext<SelectionStore | null>(null);

export function ShopSelectionProvider({ children, store }: { children: ReactNode; store?: SelectionStore }) {
  const [value] = useState(() => store ?? createSelectionStore());
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

export function useShopSelection(): SelectionState & Omit<SelectionStore, 'get' | 'subscribe'> {
  const store = useContext(SelectionContext);
  if (store === null) throw new Error('useShopSelection needs a ShopSelectionProvider');
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...state, select: store.select, setType: store.setType, reset: store.reset };
}
