import type { OrderChannel } from '@/graphql/generated/staff-operations';
import { channelWords } from '@/lib/domain/order-channel';
import { useStaffT } from '../translations';

/** Where an order was placed, in the member's words: "Park site", "Booking widget on <origin>", "Reseller <name>". */
export function useChannelText() {
  const t = useStaffT();
  return (channel: OrderChannel, source: string | null | undefined): string => {
    const words = channelWords(channel, source);
    return t(words.key, words.values);
  };
}
