import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';

/** A tab of the screen with its content loaded; `id` is its `?tab=` value. */
export interface LoadedTab {
  id: string;
  label: string;
  Content: ComponentType;
}

/** The settings screen: the tabs the features add (SPEC.md's order), the first one by default. */
export function SettingsPage({ tabs }: { tabs: readonly LoadedTab[] }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find(({ id }) => id === requested) ?? tabs[0]!;
  return (
    <Page title="Indstillinger">
      <Tabs.Root
        value={tab.id}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="tabs"
      >
        <Tabs.List className="tab-list" aria-label="Indstillinger">
          {tabs.map(({ id, label }) => (
            <Tabs.Trigger key={id} value={id} className="tab">
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ id, Content }) => (
          <Tabs.Content key={id} value={id} className="tab-panel">
            <Content />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
