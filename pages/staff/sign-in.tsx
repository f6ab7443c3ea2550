import { serverSideProps } from '@/lib/next/server-side';

export { SignInScreen as default } from '@/components/back-office/screens/sign-in-screen';
export const getServerSideProps = serverSideProps('staffSignIn');
