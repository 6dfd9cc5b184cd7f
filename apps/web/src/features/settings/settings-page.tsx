import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { AppearanceTab } from './appearance-tab';
import { GuideTab } from './guide-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { MyVesselsTab } from '../vessels/lazy/my-vessels-tab';

/** SPEC.md tabs in order. */
const TABS = [
  ['profile', 'Profil', ProfileTab],
  ['vessel', 'Mit Skib', MyVesselsTab],
  ['security', 'Sikkerhed', SecurityTab],
  ['appearance', 'Udseende', AppearanceTab],
  ['guide', 'Guide', GuideTab],
] as const;
type TabId = (typeof TABS)[number][0];

function isTab(value: string | null): value is TabId {
  return TABS.some(([id]) => id === value);
}

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'profile';
  return (
    <Page title="Indstillinger">
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="tabs"
      >
        <Tabs.List className="tab-list" aria-label="Indstillinger">
          {TABS.map(([id, label]) => (
            <Tabs.Trigger key={id} value={id} className="tab">
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(([id, , Content]) => (
          <Tabs.Content key={id} value={id} className="tab-panel">
            <Content />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
