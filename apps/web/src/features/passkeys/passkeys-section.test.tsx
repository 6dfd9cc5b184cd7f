// @vitest-environment jsdom
import type { Passkey } from '@havhjaelp/common/passkeys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { fakeWebAuthn } from '../../lib/test-webauthn';
import { PasskeysSection } from './passkeys-section';

const passkey = (id: string, name: string, extra: Partial<Passkey> = {}): Passkey => ({
  id,
  device_name: name,
  device_type: 'platform',
  created_at: '2026-05-21T11:05:00.000Z',
  last_used_at: null,
  ...extra,
});

type Route = (body: unknown) => { status: number; body: unknown };
type Call = { method: string; path: string; body: unknown };

/**
 * The passkey endpoints over a list kept here, as a server would keep it; `refuse` makes the
 * named call fail with that answer instead.
 */
function server(start: Passkey[], refuse: Record<string, { status: number; body: unknown }> = {}) {
  let passkeys = [...start];
  const calls: Call[] = [];
  const routes: Record<string, Route> = {
    'GET /api/passkey/list': () => ({ status: 200, body: { passkeys } }),
    'POST /api/passkey/register/options': () => ({
      status: 200,
      body: {
        challenge: 'Y2hhbGxlbmdl',
        rp: { name: 'Havhjælp' },
        user: { id: 'dTE', name: 'ole', displayName: 'ole' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      },
    }),
    'POST /api/passkey/register/verify': (body) => {
      const added = passkey('pk-new', (body as { deviceName: string }).deviceName);
      passkeys = [...passkeys, added];
      return { status: 200, body: { passkey: added } };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const key = `${method} ${path}`;
      const id = path.split('/').at(-1)!;
      let answer = refuse[key] ?? routes[key]?.(body);
      if (!answer && method === 'DELETE') {
        passkeys = passkeys.filter((p) => p.id !== id);
        answer = { status: 200, body: { success: true } };
      }
      if (!answer && method === 'PUT') {
        passkeys = passkeys.map((p) => (p.id === id ? { ...p, device_name: body.deviceName } : p));
        answer = { status: 200, body: { passkey: passkeys.find((p) => p.id === id) } };
      }
      answer ??= { status: 404, body: { error: 'Ikke fundet' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function showSection() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PasskeysSection />
    </QueryClientProvider>,
  );
}

const list = () => screen.findByRole('list', { name: 'Dine passkeys' });
const rows = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('strong')?.textContent);

describe('the security tab’s passkeys', () => {
  beforeEach(() => {
    localStorage.clear();
    startSession({ token: 'tok', user: TEST_USER });
  });
  afterEach(() => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
  });

  it('lists each passkey with its name, kind, creation and last use', async () => {
    fakeWebAuthn();
    server([
      passkey('pk-1', 'Mobil Enhed'),
      passkey('pk-2', 'Gul nøgle', {
        device_type: 'cross-platform',
        last_used_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      }),
    ]);
    showSection();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Mobil EnhedIndbygget i enhedenOprettet 21\. maj 2026 kl\. 13\.05 · Aldrig brugt/,
      ),
      expect.stringMatching(
        /^Gul nøgleSikkerhedsnøgle eller anden enhedOprettet .* · Sidst brugt for 3 timer siden/,
      ),
    ]);
    expect(screen.getByLabelText('Navn på passkeyen')).toHaveProperty('value', 'Desktop');
  });

  it('adds a passkey of this device under the name given', async () => {
    const browser = fakeWebAuthn();
    server([]);
    showSection();
    expect(await screen.findByText('Du har ingen passkeys endnu.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Navn på passkeyen'), { target: { value: 'Kahytten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj passkey' }));
    await waitFor(async () => expect(await rows()).toEqual(['Kahytten']));
    expect(browser.create).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Passkeyen "Kahytten" er tilføjet.');
    // Ready for the next device, under its suggested name.
    expect(screen.getByLabelText('Navn på passkeyen')).toHaveProperty('value', 'Desktop');
  });

  it('deletes a passkey only after the confirmation, and not when it is cancelled', async () => {
    fakeWebAuthn();
    const calls = server([passkey('pk-1', 'Mobil Enhed'), passkey('pk-2', 'Desktop')]);
    showSection();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Slet Desktop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Slet passkey?' });
    expect(dialog.textContent).toContain('"Desktop"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Slet Desktop' }));
    const again = await screen.findByRole('alertdialog', { name: 'Slet passkey?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Slet passkey' }));
    await waitFor(async () => expect(await rows()).toEqual(['Mobil Enhed']));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/passkey/pk-2', body: undefined },
    ]);
  });

  it('renames a passkey in a dialog, checking the name first', async () => {
    fakeWebAuthn();
    const calls = server([passkey('pk-1', 'Mobil Enhed')]);
    showSection();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Omdøb Mobil Enhed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Omdøb passkey' });
    const name = within(dialog).getByLabelText('Navn på passkeyen');
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem navn' }));
    expect(await within(dialog).findByText('Navnet må højst være 50 tegn')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Telefonen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem navn' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await rows()).toEqual(['Telefonen']));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/passkey/pk-1', body: { deviceName: 'Telefonen' } },
    ]);
  });

  it.each([
    ['the list', 'GET /api/passkey/list', 'Kunne ikke hente passkeys'],
    ['the options', 'POST /api/passkey/register/options', 'Kunne ikke generere passkey options'],
    ['the verification', 'POST /api/passkey/register/verify', 'Passkey verifikation fejlede'],
  ])('says the spec’s fallback when %s fails without a message', async (_what, route, text) => {
    fakeWebAuthn();
    server([], { [route]: { status: 500, body: {} } });
    showSection();
    if (!route.startsWith('GET')) {
      await screen.findByText('Du har ingen passkeys endnu.');
      fireEvent.click(screen.getByRole('button', { name: 'Tilføj passkey' }));
    }
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('says the server’s message or the fallback when a deletion fails', async () => {
    fakeWebAuthn();
    server([passkey('pk-1', 'Mobil Enhed')], {
      'DELETE /api/passkey/pk-1': { status: 500, body: {} },
    });
    showSection();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Slet Mobil Enhed' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kunne ikke slette passkey');
    expect(await rows()).toEqual(['Mobil Enhed']);
  });

  it('in a browser without WebAuthn lists and deletes, but says why it cannot add', async () => {
    server([passkey('pk-1', 'Mobil Enhed')]);
    showSection();
    expect(await rows()).toEqual(['Mobil Enhed']);
    expect(screen.getByText('WebAuthn is not supported in this browser')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tilføj passkey' })).toBeNull();
  });
});
