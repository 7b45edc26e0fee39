import { QueryClient } from '@tanstack/react-query';

/** Server state of the signed-in pages (the login area does not need it). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
