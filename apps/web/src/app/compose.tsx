import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../features/auth';
import type {
  FeatureFace,
  FeatureRoute,
  Load,
  NavActionEntry,
  NavEntry,
  NavLinkEntry,
  NavSpot,
  NavWidgetEntry,
  ShownOverlay,
  Slots,
  WidgetSpot,
} from '../lib/feature-face';
import { composeSlots } from '../lib/slots';
import { AppLayout } from './layout/app-layout';
import { loadMemberOverlays } from './layout/member-overlays';
import { NotFoundPage } from './not-found-page';

/** The navigation's entries, each spot's in its order there. */
export interface ComposedNav {
  /** A wide screen's row under the header: the places, and the controls among them. */
  main: (NavLinkEntry | NavWidgetEntry)[];
  /** The header's controls on a wide screen, and on a phone. */
  header: NavWidgetEntry[];
  phoneHeader: NavWidgetEntry[];
  /** A logged-in boater's row under the header on a phone. */
  phoneRow: NavWidgetEntry[];
  /** The phone's main places, in its tab bar. */
  tabs: NavLinkEntry[];
  /** The places a phone keeps under 'Mere' (the community, the settings); a visitor's above them. */
  more: NavLinkEntry[];
  moreForVisitor: NavLinkEntry[];
  /** The footer's entries: the guide, the legal pages and support, which 'Mere' repeats… */
  footer: (NavLinkEntry | NavActionEntry)[];
  /** …as these, the footer's without those shown there only. */
  moreEnd: (NavLinkEntry | NavActionEntry)[];
}

/** The overlays the layout mounts, each spot's in its order (see `Overlay`). */
export interface ComposedOverlays {
  alert: ComponentType[];
  notice: ComponentType[];
  prompt: ComponentType[];
  /** A logged-in boater's: the features' member syncs, then the member overlays. */
  member: Load[];
}

/** What the router, the layout and the providers iterate: made of one list of faces. */
export interface ComposedApp {
  routes: RouteObject[];
  nav: ComposedNav;
  overlays: ComposedOverlays;
  /** In the faces' order: the order the live listeners mount in. */
  liveSyncs: ComponentType[];
  /** In the faces' order, the first outermost. */
  providers: ComponentType<{ children: ReactNode }>[];
  slots: Slots;
}

/** The entries shown in any of `spots`, in their order there (the first spot an entry names). */
function placed<E extends NavEntry>(
  entries: readonly E[],
  ...spots: (NavSpot | WidgetSpot)[]
): E[] {
  const at = (entry: E): number | undefined => {
    const places: Partial<Record<NavSpot | WidgetSpot, number>> = entry.at;
    return spots.map((spot) => places[spot]).find((place) => place !== undefined);
  };
  return entries.filter((entry) => at(entry) !== undefined).sort((a, b) => at(a)! - at(b)!);
}

function composeNav(faces: readonly FeatureFace[]): ComposedNav {
  const entries = faces.flatMap((face) => face.nav ?? []);
  const links = entries.filter((entry): entry is NavLinkEntry => 'to' in entry);
  const widgets = entries.filter((entry): entry is NavWidgetEntry => 'widget' in entry);
  const footerEntries = entries.filter(
    (entry): entry is NavLinkEntry | NavActionEntry => !('widget' in entry),
  );
  return {
    main: placed([...links, ...widgets], 'main'),
    header: placed(widgets, 'header'),
    phoneHeader: placed(widgets, 'phoneHeader'),
    phoneRow: placed(widgets, 'phoneRow'),
    tabs: placed(links, 'tab'),
    more: placed(links, 'more'),
    moreForVisitor: placed(links, 'moreForVisitor'),
    footer: placed(footerEntries, 'footer', 'footerOnly'),
    moreEnd: placed(footerEntries, 'footer'),
  };
}

function composeOverlays(faces: readonly FeatureFace[]): ComposedOverlays {
  const overlays = faces.flatMap((face) => face.overlays ?? []).sort((a, b) => a.order - b.order);
  const shownAt = (spot: ShownOverlay['spot']) =>
    overlays.flatMap((overlay) => (overlay.spot === spot ? [overlay.component] : []));
  return {
    alert: shownAt('alert'),
    notice: shownAt('notice'),
    prompt: shownAt('prompt'),
    member: [
      ...faces.flatMap((face) => face.memberSyncs ?? []),
      ...overlays.flatMap((overlay) => (overlay.spot === 'member' ? [overlay.load] : [])),
    ],
  };
}

function routeObject({ path, member, ...screen }: FeatureRoute, slots: Slots): RouteObject {
  const element = (Page: ComponentType) =>
    member ? (
      <RequireLogin>
        <Page />
      </RequireLogin>
    ) : (
      <Page />
    );
  return 'page' in screen
    ? { path, element: element(screen.page) }
    : { path, lazy: async () => ({ element: element(await screen.load(slots)) }) };
}

/** What the layout iterates of the app, and its member overlays' component, loaded apart. */
export type LayoutParts = Pick<ComposedApp, 'nav' | 'overlays' | 'liveSyncs'> & {
  MemberOverlays: LazyExoticComponent<ComponentType>;
};

/** The app made of `faces`: the app's own list, or that list with a test's fixture. */
export function composeApp(faces: readonly FeatureFace[]): ComposedApp {
  const slots = composeSlots(faces);
  const nav = composeNav(faces);
  const overlays = composeOverlays(faces);
  const liveSyncs = faces.flatMap((face) => face.liveSyncs ?? []);
  const MemberOverlays = lazy(() => loadMemberOverlays(overlays.member));
  const screens = faces
    .flatMap((face) => face.routes ?? [])
    .map((route) => routeObject(route, slots));
  return {
    routes: [
      {
        element: (
          <AppLayout
            nav={nav}
            overlays={overlays}
            liveSyncs={liveSyncs}
            MemberOverlays={MemberOverlays}
          />
        ),
        children: [...screens, { path: '*', element: <NotFoundPage /> }],
      },
    ],
    nav,
    overlays,
    liveSyncs,
    providers: faces.flatMap((face) => (face.provider ? [face.provider] : [])),
    slots,
  };
}
