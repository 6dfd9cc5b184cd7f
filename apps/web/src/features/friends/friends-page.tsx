import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { useSessionUser } from '../../lib/session';
import { friendRequestsQuery } from './api';
import { DirectoryTab } from './directory-tab';
import { FriendsTab } from './friends-tab';
import { RequestsTab } from './requests-tab';
import { SearchTab } from './search-tab';
import { REQUESTS_TAB } from './requests-link';
import { TestimonialCarousel } from './testimonial-carousel';
import './friends.css';

/** The tabs in SPEC.md's order; `id` is the `?tab=` value, so a link can open one. */
const TABS: readonly { id: string; label: string; Content: ComponentType<{ userId: string }> }[] = [
  { id: 'venner', label: 'Venner', Content: FriendsTab },
  { id: 'baadfolk', label: 'Bådfolk', Content: DirectoryTab },
  { id: 'soeg', label: 'Søg', Content: SearchTab },
  { id: REQUESTS_TAB, label: 'Anmodninger', Content: RequestsTab },
];

/** /friends, for a logged-in boater only (the route sends a visitor to the login). */
export function FriendsPage() {
  const user = useSessionUser();
  return user && <FriendsPageFor userId={user.id} />;
}

function FriendsPageFor({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find(({ id }) => id === params.get('tab')) ?? TABS[0]!;
  const received = useQuery(friendRequestsQuery(userId)).data?.received.length ?? 0;
  return (
    <Page
      title="Venner"
      lead="Sejlere du stoler på: venner ser din præcise position og kan skrive direkte med dig."
    >
      <Tabs.Root
        value={tab.id}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="tabs"
      >
        <Tabs.List className="tab-list friends-tab-list" aria-label="Venner">
          {TABS.map(({ id, label }) => (
            <Tabs.Trigger key={id} value={id} className="tab">
              {label}
              {id === REQUESTS_TAB && received > 0 && (
                <>
                  {' '}
                  <span className="count-badge" aria-hidden="true">
                    {received}
                  </span>
                  <span className="visually-hidden">({received} modtagne)</span>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ id, Content }) => (
          <Tabs.Content key={id} value={id} className="tab-panel">
            <Content userId={userId} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <TestimonialCarousel />
    </Page>
  );
}
