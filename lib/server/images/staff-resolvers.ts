import type { Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { imageLibrary } from './library';

/** A park's image library (manageImages for that park; another park's is FORBIDDEN). */
export const imageResolvers: Resolvers = {
  Query: {
    imageLibrary: async (_parent, { parkId }, { staff }) => {
      const read = await imageLibrary(staff, parkId);
      if (!read.ok) throw forbidden();
      return { parkId: read.parkId, parkName: read.parkName, images: read.images.map((image) => ({ ...image, uploadedAt: image.uploadedAt?.toISOString() ?? null })) };
    },
  },
};
