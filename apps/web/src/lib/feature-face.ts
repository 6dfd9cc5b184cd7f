import type { ComponentType, ReactNode } from 'react';

/**
 * What a feature adds to the web app, exported from its index.ts; `app/features.ts` lists the
 * faces and `app/compose.tsx` makes the router, the layout, the navigation and the slots of the
 * list, so adding a feature is its folder plus one line there. Whatever only on-demand code needs is reached through a `load`, so
 * listing a face never puts that code in the first view's download.
 */
export interface FeatureFace {
  name: string;
  routes?: readonly FeatureRoute[];
  nav?: readonly NavEntry[];
  /** Keep the feature's caches in step with the live channel; mounted from the first view on. */
  liveSyncs?: readonly ComponentType[];
  /**
   * The same for what only a logged-in boater has (chats, friends, a shared position): loaded and
   * mounted with the member overlays, so a visitor's first view carries none of it.
   */
  memberSyncs?: readonly Load[];
  overlays?: readonly Overlay[];
  /** Wraps the whole app, for what any page may open (the support form). */
  provider?: ComponentType<{ children: ReactNode }>;
  slots?: FeatureSlots;
}

/** A part loaded on demand, in a chunk of its own. */
export type Load = () => Promise<ComponentType>;

/** A screen loaded on demand; a page made of several features reads their parts from `slots`. */
export type RouteLoad = (slots: Slots) => Promise<ComponentType>;

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
      load: RouteLoad;
    }
);

/**
 * Where the navigation shows a link: the wide screen's row under the header, the phone's tab
 * bar, the phone's 'Mere' menu (`moreForVisitor` above it for a visitor only), and the footer,
 * whose entries the 'Mere' menu repeats below its own unless they are `footerOnly`.
 */
export type NavSpot = 'main' | 'tab' | 'more' | 'moreForVisitor' | 'footer' | 'footerOnly';

/** A link to a screen, with its position in each spot it is shown in (lower first). */
export interface NavLinkEntry {
  to: string;
  label: string;
  at: Partial<Record<NavSpot, number>>;
  /** The phone tab's icon, and its name there when shorter than `label`. */
  tab?: { icon: ComponentType; label?: string };
  /** Other addresses of the same screen, where the 'Mere' tab shows it is active too. */
  aliases?: readonly string[];
  /** Not a screen of this app: opened in a tab of its own. */
  external?: boolean;
}

/** Something the footer and the 'Mere' menu do instead of going somewhere (open the support form). */
export interface NavActionEntry {
  label: string;
  /** A hook giving what a click does, so the action may come from a provider of the feature. */
  useAction: () => () => void;
  at: { footer: number };
}

/**
 * Where a control is shown instead of a link: the wide screen's row under the header, the header's
 * actions on a wide screen and on a phone, and the row a logged-in boater's phone has under the
 * header (the boater's calls and chats).
 */
export type WidgetSpot = 'main' | 'header' | 'phoneHeader' | 'phoneRow';

/** A control among the links (the chats menu, the account menu). */
export interface NavWidgetEntry {
  widget: ComponentType;
  at: Partial<Record<WidgetSpot, number>>;
}

export type NavEntry = NavLinkEntry | NavActionEntry | NavWidgetEntry;

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

/**
 * What a feature adds to pages made by other features. A feature whose own code reads a slot
 * declares it beside that code (`declare module` of this file), with the type of its entries.
 */
export interface FeatureSlots {
  settingsTabs?: readonly SettingsTab[];
}

export type SlotEntry<K extends keyof FeatureSlots> = NonNullable<FeatureSlots[K]>[number];

/** What every face puts in a slot, in the entries' `order` where they have one. */
export type Slots = <K extends keyof FeatureSlots>(kind: K) => readonly SlotEntry<K>[];

/** A tab of the settings screen, loaded with it; `id` is its `?tab=` value. */
export interface SettingsTab {
  id: string;
  label: string;
  order: number;
  load: Load;
}
