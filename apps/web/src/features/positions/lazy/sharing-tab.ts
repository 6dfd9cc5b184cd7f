// For the settings screen, itself loaded on demand: the 'Position' tab comes with it.
export { SharingTab } from '../sharing-tab';
