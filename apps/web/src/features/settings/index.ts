export const loadSettingsPage = () => import('./settings-page');
