// The boater's friends, for the dashboard's card, itself loaded on demand for a logged-in boater.
export { friendsQuery } from '../api';
