// Long text pages, each loaded when its route is visited.
export const loadPrivacyPage = () => import('./privacy-page');
export const loadTermsPage = () => import('./terms-page');
