import type { Resolvers } from '@/graphql/generated/resolvers';
import { enquiryFormOf, sendEnquiry } from '@/lib/server/enquiries/enquiry-service';
import { answeredFieldProblems } from '@/lib/domain/form-validation';

export const enquiryResolvers: Resolvers = {
  Query: {
    getEnquiryForm: (_parent, _args, ctx) => enquiryFormOf(ctx.locale),
  },
  Mutation: {
    sendEnquiry: async (_parent, { input }, ctx) => {
      const { idempotencyKey, website, recaptchaToken, ...form } = input;
      const result = await sendEnquiry({
        locale: ctx.locale,
        origin: ctx.origin,
        clientAddress: ctx.clientAddress,
        idempotencyKey,
        form,
        honeypot: website ?? null,
        recaptchaToken: recaptchaToken ?? null,
      });
      if (result.kind === 'sent') return { __typename: 'EnquirySent', received: true };
      return {
        __typename: 'EnquiryProblem',
        code: result.code,
        fields: answeredFieldProblems(result.fields),
        retryAfterSeconds: result.retryAfterSeconds ?? null,
      };
    },
  },
};
