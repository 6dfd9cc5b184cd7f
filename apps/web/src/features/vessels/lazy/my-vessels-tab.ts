// For the settings screen, itself loaded on demand: 'Mit Skib' comes with it.
export { MyVesselsTab } from '../my-vessels-tab';
