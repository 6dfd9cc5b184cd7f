// @vitest-environment jsdom
import { composeContracts } from '@havhjaelp/common/contract';
import { FEATURE_CONTRACTS } from '@havhjaelp/common/features';
import { fixtureContract } from '@havhjaelp/testing/fixture-contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement, isValidElement, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, errorText } from '../lib/api';
import type { FeatureFace } from '../lib/feature-face';
import { composeApp } from './compose';
import { FACES } from './faces';
import { createQueryClient, Providers } from './providers';

/**
 * A feature that exists only here, added through the same list as the real ones: a screen, a
 * place in the phone's 'Mere' menu, a notice, a live listener and a settings tab.
 */
const FIXTURE_PATH = '/fixture-bell';

function FixtureBellPage() {
  return <h1>Skibsklokken</h1>;
}

function FixtureBellNotice() {
  return <p>Klokken har ringet</p>;
}

function FixtureBellSync() {
  return <span data-testid="fixture-bell-sync" />;
}

function FixtureBellTab() {
  return <p>Klokkens lyd</p>;
}

const fixtureFace: FeatureFace = {
  name: 'fixture',
  routes: [{ path: FIXTURE_PATH, load: async () => FixtureBellPage }],
  nav: [{ to: FIXTURE_PATH, label: 'Skibsklokken', at: { more: 25 } }],
  liveSyncs: [FixtureBellSync],
  overlays: [{ spot: 'notice', order: 30, component: FixtureBellNotice }],
  slots: {
    settingsTabs: [{ id: 'bell', label: 'Klokken', order: 35, load: async () => FixtureBellTab }],
  },
};

const app = composeApp([...FACES, fixtureFace]);
const screens = (routes: readonly RouteObject[]) => routes[0]!.children ?? [];

describe('a fixture web feature, added as one more face', () => {
  afterEach(cleanup);

  it('has its route among the screens, and its page loads when visited', async () => {
    const route = screens(app.routes).find(({ path }) => path === FIXTURE_PATH);
    expect(route?.lazy).toBeTypeOf('function');
    expect(screens(composeApp(FACES).routes).some(({ path }) => path === FIXTURE_PATH)).toBe(false);
    const loaded = await (route!.lazy as () => Promise<{ element: unknown }>)();
    expect(isValidElement(loaded.element)).toBe(true);
    render(loaded.element as ReactElement);
    expect(screen.getByRole('heading', { name: 'Skibsklokken' })).toBeDefined();
  });

  it("puts its link in the phone's 'Mere' places at its position", () => {
    expect(app.nav.more.map(({ label }) => label)).toEqual([
      'Forum',
      'Venner',
      'Skibsklokken',
      'Indstillinger',
    ]);
    expect(app.nav.main.some((entry) => 'to' in entry && entry.to === FIXTURE_PATH)).toBe(false);
  });

  it('mounts its notice after the others and its live listener after the others', () => {
    expect(app.overlays.notice.at(-1)).toBe(FixtureBellNotice);
    expect(app.overlays.notice.length).toBe(composeApp(FACES).overlays.notice.length + 1);
    expect(app.liveSyncs.at(-1)).toBe(FixtureBellSync);
  });

  it('puts its settings tab in the slot at its order', () => {
    expect(app.slots('settingsTabs').map(({ id }) => id)).toEqual([
      'profile',
      'vessel',
      'position',
      'notifications',
      'security',
      'bell',
      'appearance',
      'guide',
    ]);
  });

  it("gets its error code's text from the contracts composed with it; the app's own table lacks it", () => {
    const refusal = new ApiRequestError(409, undefined, 'BELL_BROKEN');
    const errors = composeContracts([...FEATURE_CONTRACTS, fixtureContract]).errors;
    expect(errorText(refusal, 'x', errors)).toBe('Skibsklokken er i stykker');
    expect(errorText(refusal, 'x')).toBe('x');
  });
});

describe('the composed app with the fixture, rendered', () => {
  beforeEach(() => {
    // A wide screen that never resizes; no server: every request waits, as on a slow line.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'shows the fixture screen inside the layout, with its notice and live listener',
    { timeout: 30_000 },
    async () => {
      const router = createMemoryRouter(app.routes, { initialEntries: [FIXTURE_PATH] });
      render(
        createElement(Providers, {
          app,
          queryClient: createQueryClient(),
          children: <RouterProvider router={router} />,
        }),
      );
      // The page loads on demand; a busy machine takes more than the default second.
      const heading = screen.findByRole('heading', { name: 'Skibsklokken' }, { timeout: 15_000 });
      expect(await heading).toBeDefined();
      expect(screen.getByText('Klokken har ringet')).toBeDefined();
      expect(screen.getByTestId('fixture-bell-sync')).toBeDefined();
      expect(screen.getByRole('navigation', { name: 'Hovedmenu' })).toBeDefined();
    },
  );
});
