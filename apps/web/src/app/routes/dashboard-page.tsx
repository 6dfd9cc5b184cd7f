import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { ROUTES } from '@havhjaelp/common/routes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { WarningBanner } from './warning-banner';
import { FormError } from '../../components/ui/form-error';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { LIVE_STATE_TEXT, useLiveState } from '../../lib/use-live';
import { useMyPosition } from '../../lib/use-my-position';
import { aisStatText, aisStatusQuery } from '../../features/ais';
import { AccountDeletedNotice } from '../../features/auth';
import { useSessionUser } from '../../lib/session';
import {
  dashboardOrder,
  EndedCalls,
  HelpList,
  helpListQuery,
  ThanksFromSea,
} from '../../features/help';
import { AskForHelpLink } from './ask-for-help-link';
import { Stat } from './stat';
import './dashboard.css';

const MemberStats = lazy(() => import('./member-stats'));

export function DashboardPage() {
  const user = useSessionUser();
  const loggedIn = user !== null;
  const list = useQuery(helpListQuery(loggedIn));
  const live = useLiveState();
  const aisStatus = useQuery(aisStatusQuery);
  const me = useMyPosition();
  const { active, ended } = dashboardOrder(list.data?.requests ?? [], me);

  return (
    <>
      {loggedIn && <WarningBanner compact />}
      {!loggedIn && (
        <>
          <AccountDeletedNotice />
          <WarningBanner />
          <div className="hero">
            <h2>Velkommen til Havhjælp</h2>
            <p>
              Et fællesskab for sejlere og bådejere i danske farvande. Får du motorstop, tomt
              batteri, mangler brændstof eller har brug for et slæb, kan du bede om hjælp, og andre
              både i nærheden kan tilbyde at hjælpe.
            </p>
            <div className="button-row">
              <Link to={ROUTES.register} className="button button-primary">
                Opret konto
              </Link>
              <Link to={ROUTES.login} className="button">
                Log ind
              </Link>
            </div>
          </div>
        </>
      )}
      <Page title="Dashboard">
        <div className="dashboard-actions">
          <AskForHelpLink loggedIn={loggedIn} />
        </div>
        <div className="stat-cards">
          <Stat label="Aktive kald" value={list.data ? active.length : '–'} />
          <Stat label="Kald i alt" value={list.data ? list.data.count : '–'} />
          <Stat label="AIS skibe" value={aisStatText(aisStatus.data)} />
          <Stat label="Realtid" value={LIVE_STATE_TEXT[live]} state={live} />
          {user && <MemberStatsPlace userId={user.id} />}
        </div>
        <h2>Alle kald</h2>
        {list.isError && (
          <FormError>{errorText(list.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
        )}
        {list.isPending ? (
          <p aria-busy="true">Henter kald...</p>
        ) : (
          <>
            <HelpList
              requests={active}
              loggedIn={loggedIn}
              label="Aktive kald"
              empty="Der er ingen aktive kald lige nu."
              me={me}
            />
            <EndedCalls
              requests={ended}
              endedCount={list.data?.endedCount ?? ended.length}
              olderEnded={list.data?.olderEnded ?? null}
              loggedIn={loggedIn}
            />
          </>
        )}
        <ThanksFromSea />
      </Page>
    </>
  );
}

/** A visitor has none; a boater's own figures load with their own endpoints, after the page. */
function MemberStatsPlace({ userId }: { userId: string }) {
  const unknown = (
    <>
      <Stat label="Venner" value="–" />
      <Stat label="Min svartid" value="–" />
    </>
  );
  return (
    <Suspense fallback={unknown}>
      <MemberStats userId={userId} />
    </Suspense>
  );
}
