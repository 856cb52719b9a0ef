import { z } from 'zod';

// Zod's own messages in Spanish, on the server and in the browser alike.
z.config(z.locales.es());
