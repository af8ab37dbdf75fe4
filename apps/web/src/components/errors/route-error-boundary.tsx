// Last line of defence for render errors and failed code loads (e.g. a chunk gone after a deploy): the
// views below it render in its place; the next navigation tries again.

import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { browserLocation } from '../../lib/browser-location';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { Panel } from '../ui/panel';

function RouteErrorView() {
  const { t } = useTranslation();
  return (
    <Panel>
      <PageHeading>{t('errors.boundary.title')}</PageHeading>
      <p>{t('errors.boundary.body')}</p>
      <Button fullWidth onClick={() => browserLocation.reload()}>
        {t('errors.boundary.action')}
      </Button>
    </Panel>
  );
}

type BoundaryProps = { locationKey: string; children: ReactNode };
type BoundaryState = { failedAt: string | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // The error shows at the location where it happened; another location renders its view again.
    if (state.failedAt === '') return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorView />;
  }
}

export function RouteErrorBoundary() {
  return (
    <Boundary locationKey={useLocation().key}>
      <Outlet />
    </Boundary>
  );
}
