import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { ROUTES } from '@havhjaelp/common/routes';
import {
  VESSEL_LIMITS,
  VESSEL_MESSAGES,
  VESSEL_TYPE_LABELS,
  VESSEL_TYPES,
  type VesselType,
} from '@havhjaelp/common/vessels';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Field, FormError, SelectField } from '../../components/ui/field';
import { LockIcon } from '../../components/ui/lock-icon';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { vesselListQuery } from './api';
import { useDebounced } from '../../lib/use-debounced';
import { VesselCard } from './vessel-card';
import './vessels.css';

const SEARCH_PAUSE_MS = 300;
const PAGE_SIZE = VESSEL_LIMITS.pageDefault;

export function VesselsPage() {
  const loggedIn = useSession() !== null;
  const [search, setSearch] = useState('');
  const [type, setType] = useState<VesselType | ''>('');
  const [page, setPage] = useState(0);
  const settledSearch = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const list = useQuery(
    vesselListQuery(
      { search: settledSearch, type, offset: page * PAGE_SIZE, limit: PAGE_SIZE },
      loggedIn,
    ),
  );
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const content = (
    <>
      <div className="form vessel-filters" role="search">
        <Field
          label="Søg efter skib"
          type="search"
          value={search}
          placeholder="Navn, hjemhavn, mærke, MMSI..."
          maxLength={VESSEL_LIMITS.searchMaxChars}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <SelectField
          label="Skibstype"
          placeholder="Alle typer"
          value={type}
          options={VESSEL_TYPES.map((t) => [t, VESSEL_TYPE_LABELS[t]] as const)}
          onChange={(value) => {
            setType(value);
            setPage(0);
          }}
        />
      </div>
      {list.isError && <FormError>{errorText(list.error, HTTP_ERRORS.INTERNAL.message)}</FormError>}
      {list.isPending && <p aria-busy="true">Henter skibe...</p>}
      {list.data && (
        <>
          <p className="muted" role="status">
            {total === 1 ? '1 skib' : `${total} skibe`}
          </p>
          {list.data.vessels.length === 0 ? (
            <p>{VESSEL_MESSAGES.noVessels}</p>
          ) : (
            <ul className="vessel-grid" aria-label="Skibe">
              {list.data.vessels.map((vessel) => (
                <VesselCard key={vessel.id} vessel={vessel} />
              ))}
            </ul>
          )}
          {pageCount > 1 && (
            <nav className="button-row vessel-paging" aria-label="Sider">
              <button
                type="button"
                className="button"
                disabled={page === 0}
                onClick={() => setPage((p) => p - 1)}
              >
                Forrige
              </button>
              <span>
                Side {page + 1} af {pageCount}
              </span>
              <button
                type="button"
                className="button"
                disabled={page + 1 >= pageCount}
                onClick={() => setPage((p) => p + 1)}
              >
                Næste
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );

  return (
    <Page title="Skibe" lead="Find andre sejleres både og skibe.">
      {loggedIn ? content : <LockedVessels>{content}</LockedVessels>}
    </Page>
  );
}

/** Visitors see the list behind a lock (SPEC.md section 2), with the way to log in. */
function LockedVessels({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <div className="vessels-locked">
      <div className="vessels-locked-content" inert aria-hidden="true">
        {children}
      </div>
      <div className="vessels-lock" role="region" aria-label="Skibslisten er låst">
        <LockIcon label="Låst" />
        <p>{VESSEL_MESSAGES.loginForVessels}.</p>
        <div className="button-row">
          <Link
            to={ROUTES.login}
            state={{ from: location.pathname }}
            className="button button-primary"
          >
            Log ind
          </Link>
          <Link to={ROUTES.register} className="button">
            Opret konto
          </Link>
        </div>
      </div>
    </div>
  );
}
