import { createBrowserRouter } from 'react-router';
import { APP } from './app';

export const router = createBrowserRouter(APP.routes);
