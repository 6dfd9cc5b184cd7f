import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { FRIEND_SEARCH_MAX_CHARS, FRIENDS_MESSAGES } from '@havhjaelp/common/friends';
import { LIMITS } from '@havhjaelp/common/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field, FormError } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';
import { searchQuery } from './api';
import { PeopleList } from './person-row';

const SEARCH_PAUSE_MS = 300;

/** 'Søg': a username, or someone's exact e-mail address (guide step 4). */
export function SearchTab({ userId }: { userId: string }) {
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const longEnough = settled.length >= LIMITS.friendSearchMinChars;
  const results = useQuery({
    ...searchQuery(userId, settled),
    enabled: longEnough,
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="search-title">
      <h2 id="search-title">Søg efter sejlere</h2>
      <div className="form friend-search" role="search">
        <Field
          label="Brugernavn eller e-mail"
          type="search"
          value={text}
          maxLength={FRIEND_SEARCH_MAX_CHARS}
          autoComplete="off"
          hint="En e-mailadresse skal skrives helt."
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {text.trim().length < LIMITS.friendSearchMinChars ? (
        <p className="muted" role="status">
          {FRIENDS_MESSAGES.searchTooShort}
        </p>
      ) : (
        <>
          {results.isError && (
            <FormError>{errorText(results.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
          )}
          {results.isPending && <p aria-busy="true">Søger...</p>}
          {results.data && (
            <PeopleList
              users={results.data}
              label="Søgeresultater"
              empty={`Ingen sejlere matcher "${settled}".`}
            />
          )}
        </>
      )}
    </section>
  );
}
