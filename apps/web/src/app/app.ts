import { composeApp } from './compose';
import { FACES } from './faces';

/** The app: its routes, navigation, overlays, live listeners and slots, made of FACES once. */
export const APP = composeApp(FACES);
