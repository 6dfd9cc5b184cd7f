// The weather feature's face: the screen loads on demand (with Leaflet; uPlot later still).
export const loadWeatherPage = () => import('./weather-page');
