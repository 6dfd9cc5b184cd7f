// @vitest-environment jsdom
import type { DirectoryUser, FriendRequests } from '@havhjaelp/common/friends';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { chatWindows } from '../chats';
import { FriendsPage } from './friends-page';

const person = (username: string, relation: DirectoryUser['relation'], extra = {}) => ({
  userId: `id-${username}`,
  username,
  boatName: `${username}s båd`,
  isTestUser: false,
  firstName: '',
  lastName: '',
  relation,
  ...extra,
});

const DIRECTORY: DirectoryUser[] = [
  person('anna', { state: 'friend' }, { firstName: 'Anna', lastName: 'Berg' }),
  person('bo', { state: 'received', requestId: 'req-bo' }),
  person('carl', { state: 'sent', requestId: 'req-carl' }),
  person('testbåd', { state: 'none' }, { isTestUser: true }),
];
const REQUESTS: FriendRequests = {
  received: [
    {
      id: 'req-bo',
      senderId: 'id-bo',
      senderUsername: 'bo',
      receiverId: TEST_USER.id,
      receiverUsername: TEST_USER.username,
      createdAt: '2026-06-01T10:00:00.000Z',
    },
  ],
  sent: [],
};

type Call = { method: string; path: string; body: unknown };

/** The friends endpoints as a server in the state above would answer them; every call is kept. */
function server() {
  const calls: Call[] = [];
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.pathname === '/api/friends')
        return answer({
          friends: [
            {
              friend_id: 'id-anna',
              friend_username: 'anna',
              boat_name: 'Annas båd',
              created_at: '2026-05-01T10:00:00.000Z',
            },
          ],
        });
      if (url.pathname === '/api/friends/requests') return answer(REQUESTS);
      if (url.pathname === '/api/friends/blocked') return answer({ blocked: [] });
      if (url.pathname === '/api/friends/directory')
        return answer({ users: DIRECTORY, next: null });
      if (url.pathname === '/api/friends/search') return answer({ users: [DIRECTORY[3]] });
      if (url.pathname === '/api/help/testimonials') return answer({ testimonials: [] });
      if (url.pathname === '/api/friends/request')
        return answer({ relation: { state: 'sent', requestId: 'req-new' } });
      if (url.pathname.startsWith('/api/friends/accept/'))
        return answer({
          friend: {
            friend_id: 'id-bo',
            friend_username: 'bo',
            boat_name: '',
            created_at: '2026-06-02T10:00:00.000Z',
          },
        });
      if (method !== 'GET') return answer({ success: true });
      return new Response(JSON.stringify({ error: 'Ikke fundet' }), { status: 404 });
    }),
  );
  return calls;
}

function showPage(tab?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[tab ? `/friends?tab=${tab}` : '/friends']}>
        <FriendsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the friends page', () => {
  beforeEach(() => {
    localStorage.clear();
    startSession({ token: 'tok', user: TEST_USER });
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has the four tabs, the requests one counting those received', async () => {
    server();
    showPage();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(0, 3)).toEqual(['Venner', 'Bådfolk', 'Søg']);
    await vi.waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Anmodninger (1 modtagne)' })).toBeTruthy(),
    );
  });

  it('opens the direct chat from a friend’s row, and asks before removing', async () => {
    const calls = server();
    const open = vi.spyOn(chatWindows, 'open');
    showPage('venner');
    const row = await screen.findByRole('button', { name: /anna/ });
    fireEvent.click(row);
    expect(open).toHaveBeenCalledWith({ kind: 'direct', id: 'id-anna' });

    fireEvent.click(screen.getByRole('button', { name: 'Fjern ven' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Fjern anna som ven?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern ven' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fjern ven' }),
    );
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: '/api/friends/id-anna',
        body: undefined,
      }),
    );
  });

  it('shows each directory state with its actions, the TEST badge, and a friend’s name only', async () => {
    const calls = server();
    showPage('baadfolk');
    const list = await screen.findByRole('list', { name: 'Bådfolk' });
    const rows = within(list).getAllByRole('listitem');
    const buttons = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'anna (Anna Berg)',
      'bo',
      'carl',
      'testbåd',
    ]);
    expect(buttons(rows[0]!)).toEqual(['Skriv besked', 'Blokér']);
    expect(buttons(rows[1]!)).toEqual(['Acceptér', 'Afvis', 'Blokér']);
    expect(buttons(rows[2]!)).toEqual(['Annuller anmodning', 'Blokér']);
    expect(buttons(rows[3]!)).toEqual(['Tilføj ven', 'Blokér']);
    expect(within(rows[3]!).getByText('TEST')).toBeTruthy();
    expect(rows.filter((row) => within(row).queryByText('TEST'))).toHaveLength(1);

    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Annuller anmodning' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/friends/reject/req-carl',
        body: undefined,
      }),
    );
    fireEvent.click(within(rows[3]!).getByRole('button', { name: 'Tilføj ven' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/friends/request',
        body: { receiverId: 'id-testbåd' },
      }),
    );
  });

  it('asks before blocking, saying the other is not told', async () => {
    const calls = server();
    showPage('baadfolk');
    const list = await screen.findByRole('list', { name: 'Bådfolk' });
    fireEvent.click(within(within(list).getAllByRole('listitem')[1]!).getByText('Blokér'));
    const dialog = screen.getByRole('alertdialog', { name: 'Blokér bo?' });
    expect(dialog.textContent).toContain('får ikke besked om blokeringen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blokér' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/friends/block',
        body: { userId: 'id-bo' },
      }),
    );
  });

  it('searches from 2 characters on, and says so before', async () => {
    const calls = server();
    showPage('soeg');
    const field = screen.getByRole('searchbox', { name: 'Brugernavn eller e-mail' });
    expect(screen.getByText('Indtast mindst 2 tegn for at søge')).toBeTruthy();
    fireEvent.change(field, { target: { value: ' t ' } });
    expect(screen.getByText('Indtast mindst 2 tegn for at søge')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'te' } });
    const results = await screen.findByRole('list', { name: 'Søgeresultater' });
    expect(within(results).getByText('testbåd')).toBeTruthy();
    const searches = calls.filter((call) => call.path === '/api/friends/search');
    expect(searches.map((call) => call.body)).toEqual([{ query: 'te' }]);
  });

  it('lists received requests with accept and reject', async () => {
    const calls = server();
    showPage('anmodninger');
    const received = await screen.findByRole('list', { name: 'Modtagne anmodninger' });
    expect(within(received).getByText('bo')).toBeTruthy();
    expect(screen.getByText('Du venter ikke på svar fra nogen.')).toBeTruthy();
    fireEvent.click(within(received).getByRole('button', { name: 'Acceptér' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/friends/accept/req-bo',
        body: undefined,
      }),
    );
  });
});
