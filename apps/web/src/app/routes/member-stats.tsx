import { useQuery } from '@tanstack/react-query';
import { friendsQuery } from '../../features/friends/lazy/friend-count';
import { responseTimeQuery } from '../../features/help/lazy/response-time';
import { formatResponseTime } from './response-time-format';
import { Stat } from './stat';

/**
 * A logged-in boater's own figures (SPEC.md section 2, the guide's step 2): how many friends, and
 * how quickly they offer help. Unknown (not loaded, failed, no offers yet) reads '–', never 0.
 */
export default function MemberStats({ userId }: { userId: string }) {
  const friends = useQuery(friendsQuery(userId));
  const responseTime = useQuery(responseTimeQuery(userId));
  return (
    <>
      <Stat label="Venner" value={friends.data ? friends.data.length : '–'} />
      <Stat label="Min svartid" value={formatResponseTime(responseTime.data?.medianMinutes)} />
    </>
  );
}
