export const loadGettingStartedPage = () => import('./getting-started-page');
