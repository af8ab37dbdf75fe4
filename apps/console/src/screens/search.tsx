// Search: players by name, id, e-mail, purchase tid or PSP reference; the query lives in the URL (?q=).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styles from '../components/console.module.css';
import { ErrorSummary, Form, TextField, textValue } from '../components/form';
import { Button, LoadState, PageHeading, useTitle } from '../components/ui';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { PlayerHit } from '../lib/types';

export function SearchScreen() {
  const { t } = useI18n();
  useTitle(t('search.heading'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const results = useQuery({
    queryKey: ['players', q],
    queryFn: () => api<{ players: PlayerHit[]; total?: number }>('/players', { query: { q } }),
    enabled: q.trim().length >= 2,
  });
  const submit = () => {
    const value = text.trim();
    if (value.length < 2) {
      setError(t('search.tooShort'));
      setAttempt((n) => n + 1);
      return;
    }
    setError(undefined);
    setParams({ q: value });
  };
  return (
    <>
      <PageHeading>{t('search.heading')}</PageHeading>
      <Form onSubmit={submit} className={styles.inlineForm} label={t('search.heading')}>
        <ErrorSummary errors={error ? [{ fieldId: 'search-q', message: error }] : []} attempt={attempt} />
        <TextField
          id="search-q"
          type="search"
          label={t('search.label')}
          hint={t('search.hint')}
          {...textValue(text, setText)}
          error={error}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </Form>
      {q.trim().length < 2 ? null : results.data ? (
        <section aria-live="polite" className={styles.stack}>
          <p role="status">
            {results.data.players.length === 0
              ? t('search.noResults', { q })
              : (results.data.total ?? 0) > results.data.players.length
                ? t('search.totalCut', {
                    total: results.data.total ?? 0,
                    count: results.data.total ?? 0,
                    shown: results.data.players.length,
                  })
                : t('search.results', { count: results.data.players.length })}
          </p>
          <ul className={styles.results}>
            {results.data.players.map((player) => (
              <li key={player.id} className={styles.result}>
                <Link to={`/players/${player.id}`}>
                  {player.name || player.userName} · #{player.id}
                </Link>
                <span className={styles.muted}>
                  {player.userName} · {player.email} · {player.country} · {player.currency} · {player.actorType}
                </span>
                <span className={styles.actions}>
                  <span className={styles.badge}>{t('search.matchedBy', { field: player.matchedBy })}</span>
                  {player.blocked ? (
                    <span className={[styles.badge, styles.badgeAlert].join(' ')}>{t('search.blocked')}</span>
                  ) : null}
                  {player.depositBlocked ? (
                    <span className={[styles.badge, styles.badgeAlert].join(' ')}>{t('search.depositBlocked')}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <LoadState error={results.error} onRetry={() => results.refetch()} />
      )}
    </>
  );
}
