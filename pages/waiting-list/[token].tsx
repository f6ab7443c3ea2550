import { serverSideProps } from '@/lib/next/server-side';

export { WaitingListOfferView as default } from '@/components/views/waiting-list-offer-view';
export const getServerSideProps = serverSideProps('waitingListOffer');
