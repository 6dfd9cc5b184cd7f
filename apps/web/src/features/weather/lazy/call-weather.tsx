// For the help feature's request details (loaded on demand): the weather at a call's position.
export { CallWeather } from '../call-weather';
