// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { fakeWebAuthn } from '../../lib/test-webauthn';
import { LoginPage } from './login-page';

type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown };

const PASSKEYS = [
  { id: 'pk-phone', deviceName: 'Mobil Enhed', deviceType: 'platform', lastUsedAt: null },
  {
    id: 'pk-key',
    deviceName: 'Gul nøgle',
    deviceType: 'cross-platform',
    lastUsedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  },
];
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', allowCredentials: [], userVerification: 'required' };

/** The passkey endpoints as `answers` says (by path), every call kept. */
function server(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({
        method: init?.method ?? 'GET',
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers[path] ?? { status: 404, body: { error: 'Ikke fundet' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const loggedIn = { body: { token: 'tok', user: TEST_USER } };

function showLogin() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/friends' } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/friends" element={<h1>Venner</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const button = (name: string) => screen.getByRole('button', { name });
/** For what comes in the chunk loaded on demand: a busy machine takes more than a second. */
const LOADED = { timeout: 10_000 };
const emailField = () => screen.findByLabelText('Email', {}, LOADED);

async function askForPasskeysOf(email: string) {
  fireEvent.click(button('Log ind med passkey'));
  fireEvent.change(await emailField(), { target: { value: email } });
  fireEvent.click(button('Fortsæt'));
}

describe('the login page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
  });

  it('starts with the choice, and each way is one click from the other', async () => {
    fakeWebAuthn();
    server({});
    showLogin();
    expect(screen.getByText('Vælg hvordan du vil logge ind.')).toBeTruthy();
    fireEvent.click(button('Log ind med password'));
    expect(screen.getByLabelText('Brugernavn eller email')).toBe(document.activeElement);
    expect(screen.getByLabelText('Brugernavn eller email').getAttribute('autocomplete')).toBe(
      'username webauthn',
    );
    fireEvent.click(button('Log ind med passkey'));
    expect(await emailField()).toBe(document.activeElement);
    expect((await emailField()).getAttribute('autocomplete')).toBe('username webauthn');
    fireEvent.click(button('Log ind med password'));
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('asks for the e-mail before it looks for passkeys', async () => {
    fakeWebAuthn();
    const calls = server({});
    showLogin();
    await askForPasskeysOf('  ');
    const email = await emailField();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Indtast din email')).toBeTruthy();
    expect(email).toBe(document.activeElement);
    expect(calls).toEqual([]);
  });

  it('says so when the e-mail has no passkeys', async () => {
    const browser = fakeWebAuthn();
    server({ '/api/passkey/list-by-email': { body: { count: 0, passkeys: [] } } });
    showLogin();
    await askForPasskeysOf('ole@example.dk');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ingen passkeys fundet for denne email',
    );
    expect(browser.get).not.toHaveBeenCalled();
  });

  it('goes straight to the ceremony with the one passkey, and ends as a password login does', async () => {
    const browser = fakeWebAuthn();
    const calls = server({
      '/api/passkey/list-by-email': { body: { count: 1, passkeys: [PASSKEYS[0]] } },
      '/api/passkey/login/options': { body: OPTIONS },
      '/api/passkey/login/verify': loggedIn,
    });
    showLogin();
    await askForPasskeysOf(' ole@example.dk ');
    expect(await screen.findByRole('heading', { name: 'Venner' })).toBeTruthy();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/passkey/list-by-email', { email: 'ole@example.dk' }],
      ['/api/passkey/login/options', { email: 'ole@example.dk', passkeyId: 'pk-phone' }],
      ['/api/passkey/login/verify', { credential: expect.objectContaining({ id: 'AQID' }) }],
    ]);
    expect(browser.get).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ token: 'tok', user: { id: TEST_USER.id } });
  });

  it('lists several passkeys with name, kind and last use, and logs in with the one chosen', async () => {
    fakeWebAuthn();
    const calls = server({
      '/api/passkey/list-by-email': { body: { count: 2, passkeys: PASSKEYS } },
      '/api/passkey/login/options': { body: OPTIONS },
      '/api/passkey/login/verify': loggedIn,
    });
    showLogin();
    await askForPasskeysOf('ole@example.dk');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((choice) => choice.textContent),
    ).toEqual([
      'Mobil EnhedIndbygget i enheden · Aldrig brugt',
      'Gul nøgleSikkerhedsnøgle eller anden enhed · Sidst brugt for 2 dage siden',
    ]);
    expect(screen.getByRole('heading', { name: 'Vælg passkey' })).toBe(document.activeElement);
    expect(button('Log ind med password')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /Gul nøgle/ }));
    expect(await screen.findByRole('heading', { name: 'Venner' })).toBeTruthy();
    expect(calls[1]?.body).toEqual({ email: 'ole@example.dk', passkeyId: 'pk-key' });
  });

  it('says a cancelled ceremony in Danish and stays, the password a click away', async () => {
    const browser = fakeWebAuthn();
    browser.get.mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    server({
      '/api/passkey/list-by-email': { body: { count: 1, passkeys: [PASSKEYS[0]] } },
      '/api/passkey/login/options': { body: OPTIONS },
    });
    showLogin();
    await askForPasskeysOf('ole@example.dk');
    expect((await screen.findByRole('alert')).textContent).toBe('Passkey login blev annulleret');
    expect(getSession()).toBeNull();
    expect(button('Log ind med password')).toBeTruthy();
  });

  it('shows the server’s refusal of the options, or the spec’s fallback without one', async () => {
    fakeWebAuthn();
    server({
      '/api/passkey/list-by-email': { body: { count: 1, passkeys: [PASSKEYS[0]] } },
      '/api/passkey/login/options': { status: 500, body: {} },
    });
    showLogin();
    await askForPasskeysOf('ole@example.dk');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kunne ikke generere login options',
    );
  });

  it('in a browser without WebAuthn says so (SPEC.md’s text) and offers the password', async () => {
    server({});
    showLogin();
    fireEvent.click(button('Log ind med passkey'));
    const note = await screen.findByText('WebAuthn is not supported in this browser', {}, LOADED);
    expect(note.getAttribute('lang')).toBe('en');
    fireEvent.click(button('Log ind med password'));
    expect(screen.getByLabelText('Brugernavn eller email')).toBeTruthy();
  });

  it('offers the browser’s passkeys in the autofill, discoverable, and stops the offer when the mode changes', async () => {
    const browser = fakeWebAuthn({ autofill: true });
    const calls = server({ '/api/passkey/login/options': { body: OPTIONS } });
    showLogin();
    fireEvent.click(button('Log ind med password'));
    await waitFor(() => expect(browser.get).toHaveBeenCalledTimes(1), LOADED);
    expect(calls).toEqual([{ method: 'POST', path: '/api/passkey/login/options', body: {} }]);
    const [request] = browser.get.mock.calls[0] as [CredentialRequestOptions];
    expect(request.mediation).toBe('conditional');
    expect(request.signal?.aborted).toBe(false);

    fireEvent.click(button('Log ind med passkey'));
    expect(request.signal?.aborted).toBe(true);
    // The passkey mode's own e-mail field offers them again.
    await waitFor(() => expect(browser.get).toHaveBeenCalledTimes(2), LOADED);
    cleanup();
    const [again] = browser.get.mock.calls[1] as [CredentialRequestOptions];
    expect(again.signal?.aborted).toBe(true);
  });

  it('logs in with the passkey picked from the autofill, no e-mail typed', async () => {
    const browser = fakeWebAuthn({ autofill: true });
    browser.get.mockResolvedValueOnce((await import('../../lib/test-webauthn')).assertion('BAUG'));
    const calls = server({
      '/api/passkey/login/options': { body: OPTIONS },
      '/api/passkey/login/verify': loggedIn,
    });
    showLogin();
    fireEvent.click(button('Log ind med passkey'));
    expect(await screen.findByRole('heading', { name: 'Venner' }, LOADED)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/passkey/login/options',
      '/api/passkey/login/verify',
    ]);
    expect(calls[1]?.body).toEqual({ credential: expect.objectContaining({ id: 'BAUG' }) });
  });
});
