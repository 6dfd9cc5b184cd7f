// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { closePayload } from './close-call-dialog';
import { helpUi, useHelpUi } from './help-ui';

describe('closePayload', () => {
  it.each([
    ['', 3, true, {}],
    ['   ', 5, false, {}],
    ['Tusind tak!', 4, true, { testimonial: 'Tusind tak!', rating: 4, isPublic: true }],
    ['  Tak  ', 5, false, { testimonial: 'Tak', rating: 5, isPublic: false }],
  ])('%j, %i stars, public %s → %j', (text, rating, isPublic, payload) => {
    expect(closePayload(text, rating, isPublic)).toEqual(payload);
  });
});

describe('help overlays store', () => {
  beforeEach(() => helpUi.reset());

  it('closes its modals when the session ends', () => {
    startSession({ token: 'tok', user: TEST_USER });
    helpUi.openCloseCall('x');
    helpUi.openDetails('y');
    const { result } = renderHook(() => useHelpUi());
    act(() => endSession());
    expect(result.current).toEqual({ detailsId: null, closeCallId: null, loginAsk: null });
  });

  it('opening the close-call modal closes the details modal', () => {
    helpUi.openDetails('x');
    helpUi.openCloseCall('x');
    const { result } = renderHook(() => useHelpUi());
    expect(result.current).toMatchObject({ detailsId: null, closeCallId: 'x' });
  });

  it('asks a visitor to log in, keeping what was tapped, and closes the prompt again', () => {
    const row = document.createElement('li');
    helpUi.askLogin('details', row);
    const { result } = renderHook(() => useHelpUi());
    const ask = result.current.loginAsk!;
    expect(ask).toMatchObject({ reason: 'details', from: row, open: true });
    act(() => helpUi.closeLoginPrompt(ask.id));
    expect(result.current.loginAsk).toEqual({ ...ask, open: false });
  });

  it('leaves a newer ask open when an earlier prompt closes late', () => {
    helpUi.askLogin('details');
    const { result } = renderHook(() => useHelpUi());
    const first = result.current.loginAsk!;
    expect(helpUi.isLoginAskReplaced(first.id)).toBe(false);
    act(() => helpUi.askLogin('create'));
    expect(helpUi.isLoginAskReplaced(first.id)).toBe(true);
    act(() => helpUi.closeLoginPrompt(first.id));
    expect(result.current.loginAsk).toMatchObject({ reason: 'create', open: true });
  });
});
