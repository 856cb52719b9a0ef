import { QueryClient } from '@tanstack/react-query';

/**
 * Server data of the sections. Provided by the logged-in layout (the login route does not load it)
 * and cleared when that layout unmounts, so one user's data never shows to the next.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
