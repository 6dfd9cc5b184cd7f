// The weather feature's face: the screen loads on demand (with Leaflet; uPlot later still).
import { ROUTES } from '@havhjaelp/common/routes';
import { WeatherIcon } from '../../components/ui/nav-icons';
import type { FeatureFace } from '../../lib/feature-face';

export const weatherFace: FeatureFace = {
  name: 'weather',
  routes: [
    { path: ROUTES.weather, load: async () => (await import('./weather-page')).WeatherPage },
  ],
  nav: [
    { to: ROUTES.weather, label: 'Vejr', at: { main: 40, tab: 40 }, tab: { icon: WeatherIcon } },
  ],
};
