import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-error';
import { LoadMore } from '../../components/ui/load-more';
import { errorText } from '../../lib/api';
import { directoryQuery } from './api';
import { PeopleList } from './person-row';

/** 'Bådfolk': every boater by username, a page at a time. */
export function DirectoryTab({ userId }: { userId: string }) {
  const directory = useInfiniteQuery(directoryQuery(userId));
  const users = directory.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <section aria-labelledby="directory-title">
      <h2 id="directory-title">Bådfolk</h2>
      <p className="muted">Andre sejlere på Havhjælp. Navne vises kun for dine venner.</p>
      {directory.isError && (
        <FormError>{errorText(directory.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
      )}
      {directory.isPending && <p aria-busy="true">Henter bådfolk...</p>}
      {directory.data && (
        <PeopleList users={users} label="Bådfolk" empty="Der er ingen andre sejlere endnu." />
      )}
      <LoadMore pages={directory} />
    </section>
  );
}
