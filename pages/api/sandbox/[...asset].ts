import { handleSandbox } from '@/lib/server/sandbox/handler';

export default handleSandbox;
