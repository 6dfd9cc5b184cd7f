import type { ComponentType, ReactNode } from 'react';

/**
 * What a feature adds to the web app, exported from its index.ts; `app/features.ts` lists the
 * faces and the router, the layout and the navigation iterate them, so adding a feature is its
 * folder plus one line there. Whatever only on-demand code needs is reached through a `load`, so
 * listing a face never puts that code in the first view's download.
 */
export interface FeatureFace {
  name: string;
  routes?: readonly FeatureRoute[];
  nav?: readonly NavEntry[];
  /** Keep the feature's caches in step with the live channel; mounted from the first view on. */
  liveSyncs?: readonly ComponentType[];
  overlays?: readonly Overlay[];
  /** Wraps the whole app, for what any page may open (the support form). */
  provider?: ComponentType<{ children: ReactNode }>;
  slots?: FeatureSlots;
}

/** A part loaded on demand, in a chunk of its own. */
export type Load = () => Promise<ComponentType>;

export type FeatureRoute = {
  /** From ROUTES in @havhjaelp/common/routes. */
  path: string;
  /** Only for a logged-in boater: a visitor is sent to the login and brought back. */
  member?: boolean;
} & (
  | {
      /** Loaded with the first view (the dashboard, the login). */
      page: ComponentType;
    }
  | {
      /** Loaded when the route is first visited. */
      load: Load;
    }
);

/**
 * Where the navigation shows an entry: the wide screen's row under the header, the phone's tab
 * bar, the phone's 'Mere' menu, and the footer (whose links the 'Mere' menu repeats below its own).
 */
export type NavSpot = 'main' | 'tab' | 'more' | 'footer';

/** A link to a screen, with its position in each spot it is shown in (lower first). */
export interface NavLinkEntry {
  to: string;
  label: string;
  at: Partial<Record<NavSpot, number>>;
  /** The phone tab's icon, and its name there when shorter than `label`. */
  tab?: { icon: ComponentType; label?: string };
  /** Other addresses of the same screen, where the 'Mere' tab shows it is active too. */
  aliases?: readonly string[];
}

/** A control in the wide screen's row instead of a link (the chats menu). */
export interface NavWidgetEntry {
  widget: ComponentType;
  at: { main: number };
}

export type NavEntry = NavLinkEntry | NavWidgetEntry;

/**
 * Something the layout mounts above the pages, in the order given within its spot:
 * 'alert' before the notice region (the emergency alerts), 'notice' stacked inside it under the
 * toasts, 'prompt' after it (a visitor's login prompt), and 'member' for a logged-in boater only,
 * loaded apart so a visitor's first view carries none of it.
 */
export type Overlay = ShownOverlay | MemberOverlay;

export interface ShownOverlay {
  spot: 'alert' | 'notice' | 'prompt';
  order: number;
  component: ComponentType;
}

export interface MemberOverlay {
  spot: 'member';
  order: number;
  load: Load;
}

/** What a feature adds to pages made by other features. */
export interface FeatureSlots {
  settingsTabs?: readonly SettingsTab[];
}

/** A tab of the settings screen, loaded with it; `id` is its `?tab=` value. */
export interface SettingsTab {
  id: string;
  label: string;
  order: number;
  load: Load;
}
