import { helpApi } from '@havhjaelp/common/help-api';
import { describe, expect, it } from 'vitest';
import { HELP_LIST_PATH, workerRoute, type RequestFacts, type WorkerRoute } from './request-routes';

const ORIGIN = 'https://havhjaelp.example';

const get = (path: string, mode: RequestMode = 'cors'): RequestFacts => ({
  url: `${ORIGIN}${path}`,
  method: 'GET',
  mode,
});

describe('the worker routes a request', () => {
  it.each<[string, RequestFacts, WorkerRoute]>([
    ['the dashboard opened', get('/', 'navigate'), 'app-shell'],
    ['a screen opened with a query', get('/?call=abc', 'navigate'), 'app-shell'],
    ['the map opened', get('/map', 'navigate'), 'app-shell'],
    ['a vessel opened', get('/vessels/42', 'navigate'), 'app-shell'],
    ['an unknown page opened (the server answers 404)', get('/no/such', 'navigate'), 'network'],
    ['the API docs opened', get('/api/docs', 'navigate'), 'network'],
    ['the system check opened', get('/test-dashboard.html', 'navigate'), 'network'],
    ['the help list', get('/api/help?_t=1700000000000'), 'help-list'],
    ['one call', get('/api/help/abc'), 'network'],
    ['ended calls', get('/api/help/ended'), 'network'],
    ['the session check', get('/api/auth/me'), 'network'],
    ['the weather', get('/api/weather/marine?lat=55&lng=11'), 'network'],
    ['a base map tile', get('/tiles/base/10/544/320.png'), 'tile'],
    ['a sea map tile', get('/tiles/seamap/10/544/320.png'), 'tile'],
    ['a script', get('/assets/main-abc.js'), 'network'],
    ['a call made', { ...get('/api/help'), method: 'POST' }, 'network'],
    [
      'another site',
      { url: 'https://tile.openstreetmap.org/1/2/3.png', method: 'GET', mode: 'cors' },
      'network',
    ],
  ])('%s', (_, request, route) => {
    expect(workerRoute(request, ORIGIN)).toBe(route);
  });

  it('keeps its copy of the list the endpoint the app reads the list from', () => {
    expect(HELP_LIST_PATH).toBe(helpApi.list.path);
    expect(helpApi.list.method).toBe('GET');
  });
});
