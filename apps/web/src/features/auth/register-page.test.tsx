// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, startSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { fakeWebAuthn } from '../../lib/test-webauthn';
import { RegisterPage } from './register-page';

type Call = { path: string; body: unknown };

const CREATED = {
  id: 'pk-1',
  device_name: 'Desktop',
  device_type: 'platform',
  created_at: '2026-06-10T12:00:00.000Z',
  last_used_at: null,
};
const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Havhjælp', id: 'localhost' },
  user: { id: 'dTE', name: 'ole@example.dk', displayName: 'ole' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
};

/** Registration and the passkey endpoints answering as a server would; every call kept. */
function server(
  verify: { status: number; body: unknown } = { status: 200, body: { passkey: CREATED } },
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status });
      if (path === '/api/auth/register') return json(200, { token: 'tok', user: TEST_USER });
      if (path === '/api/passkey/register/options') return json(200, OPTIONS);
      if (path === '/api/passkey/register/verify') return json(verify.status, verify.body);
      return json(404, { error: 'Ikke fundet' });
    }),
  );
  return calls;
}

function showRegistration() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/map" element={<h1>Kort</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Fills the form as a new boater would and sends it. */
function register() {
  const fill = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Brugernavn', 'ole');
  fill('Email', 'ole@example.dk');
  fill(/^Password/, 'Sejlbåd-2026!x');
  fill('Bekræft password', 'Sejlbåd-2026!x');
  fill('Fødselsdato', '17-05-1980');
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
}

/** The offer comes in a chunk loaded on demand: a busy machine takes more than a second. */
const LOADED = { timeout: 10_000 };
const offerHeading = () =>
  screen.findByRole('heading', { name: 'Log ind med en passkey næste gang' }, LOADED);

describe('registration’s steps', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
  });

  it('offers a passkey after the form, logged in; skipping goes to the map', async () => {
    fakeWebAuthn();
    server();
    showRegistration();
    register();
    expect(await offerHeading()).toBe(document.activeElement);
    expect(getSession()?.token).toBe('tok');
    expect(screen.getByLabelText('Navn på passkeyen')).toHaveProperty('value', 'Desktop');
    fireEvent.click(screen.getByRole('button', { name: 'Spring over' }));
    expect(await screen.findByRole('heading', { name: 'Kort' })).toBeTruthy();
  });

  it('makes the passkey under the name given, then ends with the success and the way to the map', async () => {
    const browser = fakeWebAuthn();
    const calls = server({ status: 200, body: { passkey: { ...CREATED, device_name: 'Båden' } } });
    showRegistration();
    register();
    const name = await screen.findByLabelText('Navn på passkeyen', {}, LOADED);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opret passkey' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Giv passkeyen et navn')).toBeTruthy();
    expect(browser.create).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: ' Båden ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opret passkey' }));
    const done = await screen.findByRole('heading', { name: 'Din konto er klar' });
    expect(done).toBe(document.activeElement);
    expect(screen.getByText(/Passkeyen "Båden" er gemt/)).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      path: '/api/passkey/register/verify',
      body: { credential: expect.objectContaining({ id: 'AQID' }), deviceName: 'Båden' },
    });
    const [request] = browser.create.mock.calls[0] as [CredentialCreationOptions];
    expect(request.publicKey?.rp).toEqual(OPTIONS.rp);
    fireEvent.click(screen.getByRole('link', { name: 'Gå til kortet' }));
    expect(await screen.findByRole('heading', { name: 'Kort' })).toBeTruthy();
  });

  it.each([
    [
      'a cancelled ceremony',
      new DOMException('not allowed', 'NotAllowedError'),
      'Passkey oprettelse blev annulleret',
    ],
    [
      'a device that holds one already',
      new DOMException('excluded', 'InvalidStateError'),
      'Denne enhed har allerede en passkey til din konto',
    ],
  ])('says %s in Danish and lets the boater skip', async (_what, error, text) => {
    const browser = fakeWebAuthn();
    browser.create.mockRejectedValueOnce(error);
    server();
    showRegistration();
    register();
    await offerHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Opret passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    fireEvent.click(screen.getByRole('button', { name: 'Spring over' }));
    expect(await screen.findByRole('heading', { name: 'Kort' })).toBeTruthy();
  });

  it('shows the spec’s fallback when the verification fails without a message', async () => {
    fakeWebAuthn();
    server({ status: 500, body: {} });
    showRegistration();
    register();
    await offerHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Opret passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passkey verifikation fejlede');
  });

  it('in a browser without WebAuthn says so and offers only the way on', async () => {
    server();
    showRegistration();
    register();
    await offerHeading();
    expect(screen.getByText('WebAuthn is not supported in this browser')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opret passkey' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Spring over' }));
    expect(await screen.findByRole('heading', { name: 'Kort' })).toBeTruthy();
  });

  it('sends a boater who is logged in already to the map', async () => {
    startSession({ token: 'tok', user: TEST_USER });
    server();
    showRegistration();
    expect(await screen.findByRole('heading', { name: 'Kort' })).toBeTruthy();
  });
});
