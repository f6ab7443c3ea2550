import { serverSideProps } from '@/lib/next/server-side';

export { SignInScreen as default } from '@/components/back-office/sign-in/sign-in-screen';
export const getServerSideProps = serverSideProps('staffSignIn');
