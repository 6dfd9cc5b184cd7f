export const loadCreditsPage = () => import('./credits-page');
