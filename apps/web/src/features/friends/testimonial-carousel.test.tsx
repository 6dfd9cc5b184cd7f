// @vitest-environment jsdom
import type { Testimonial } from '@havhjaelp/common/help';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY, TestimonialCarousel } from './testimonial-carousel';

const ROTATE_MS = 8_000;

const thanks = (n: number): Testimonial => ({
  id: `t${n}`,
  from_username: `ejer${n}`,
  from_boat_name: `Båd ${n}`,
  to_username: `hjaelper${n}`,
  to_boat_name: '',
  help_type: 'motorstop',
  vessel_name: `Båd ${n}`,
  message: `Tak nummer ${n}`,
  rating: 5,
  created_at: '2026-06-01T10:00:00.000Z',
});

/** The browser's answer to the reduced-motion question, and no other media query matching. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === REDUCED_MOTION_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The carousel with GET /api/help/testimonials answering `list`, settled on its first slide. */
async function showCarousel(list: Testimonial[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ testimonials: list }), { status: 200 })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestimonialCarousel />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(screen.getByText('Tak nummer 1')).toBeTruthy());
}

const shown = () => screen.getByRole('group').getAttribute('aria-label');

describe('the thank-you carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the next thank-you every 8 s, round to the first again', async () => {
    await showCarousel([thanks(1), thanks(2), thanks(3)]);
    expect(shown()).toBe('1 af 3');
    await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS - 1_000));
    expect(shown()).toBe('1 af 3');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(shown()).toBe('2 af 3');
    expect(screen.getByText('Tak nummer 2')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS));
    expect(shown()).toBe('3 af 3');
    await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS));
    expect(shown()).toBe('1 af 3');
  });

  it('stands still while hovered, and goes on when the pointer leaves', async () => {
    await showCarousel([thanks(1), thanks(2)]);
    const carousel = screen.getByRole('region', { name: 'Tak fra søen' });
    fireEvent.mouseEnter(carousel);
    await act(() => vi.advanceTimersByTimeAsync(3 * ROTATE_MS));
    expect(shown()).toBe('1 af 2');
    fireEvent.mouseLeave(carousel);
    await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS));
    expect(shown()).toBe('2 af 2');
  });

  it('stands still while focus is in it, and a slide picked by hand gets its full 8 s', async () => {
    await showCarousel([thanks(1), thanks(2), thanks(3)]);
    const next = screen.getByRole('button', { name: 'Næste tak' });
    act(() => next.focus());
    await act(() => vi.advanceTimersByTimeAsync(3 * ROTATE_MS));
    expect(shown()).toBe('1 af 3');
    fireEvent.click(next);
    expect(shown()).toBe('2 af 3');
    // Read out when changed by hand, silent while it turns by itself.
    expect(screen.getByRole('group').getAttribute('aria-live')).toBe('off');
    act(() => next.blur());
    await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS - 1_000));
    expect(shown()).toBe('2 af 3');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(shown()).toBe('3 af 3');
  });

  it('stops and starts again with its button', async () => {
    await showCarousel([thanks(1), thanks(2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatisk skift' }));
    await act(() => vi.advanceTimersByTimeAsync(3 * ROTATE_MS));
    expect(shown()).toBe('1 af 2');
    expect(screen.getByRole('group').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatisk skift' }));
    await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS));
    expect(shown()).toBe('2 af 2');
  });

  it('never turns by itself for someone who asked for less motion, but can be turned by hand', async () => {
    prefersReducedMotion(true);
    await showCarousel([thanks(1), thanks(2)]);
    await act(() => vi.advanceTimersByTimeAsync(5 * ROTATE_MS));
    expect(shown()).toBe('1 af 2');
    expect(screen.queryByRole('button', { name: /automatisk skift/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Næste tak' }));
    expect(shown()).toBe('2 af 2');
  });

  it('says so when nobody has thanked publicly yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ testimonials: [] }), { status: 200 })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TestimonialCarousel />
      </QueryClientProvider>,
    );
    await vi.waitFor(() =>
      expect(screen.getByText('Ingen har takket offentligt endnu.')).toBeTruthy(),
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});
