import { z } from 'zod';

// Messages Zod writes itself (ones we did not phrase per field) come out in Danish.
z.config(z.locales.da());

export { z };
