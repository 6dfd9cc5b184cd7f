import type { SupportMessage } from '@havhjaelp/common/support';
import { supportApi } from '@havhjaelp/common/support-api';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (message: SupportMessage) => call(supportApi.send, { body: message }),
  });
}
