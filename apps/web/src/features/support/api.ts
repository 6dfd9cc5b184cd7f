import type { SupportMessage, SupportResult } from '@havhjaelp/common/support';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (message: SupportMessage) =>
      apiFetch<SupportResult>('/api/support', { method: 'POST', body: message }),
  });
}
