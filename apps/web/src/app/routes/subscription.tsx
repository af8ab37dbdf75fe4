// Route "/subscription": the saver package (a later issue); the tab switch already works.
import { NotYetAvailable } from '../../components/ui/not-yet-available';
import { SelectionTabs } from '../../features/amount/components/selection-tabs';
import { showsSelectionTabs } from '../../features/amount/hooks/use-amount-screen';
import { useShopSession } from '../../lib/session/initial-load';
import styles from './routes.module.css';

export function Component() {
  const session = useShopSession();
  const tabs = session.status === 'ready' && showsSelectionTabs(session.user, session.shop);
  return (
    <div className={styles.stack}>
      {tabs ? <SelectionTabs /> : null}
      <NotYetAvailable screen="subscription" />
    </div>
  );
}
