import type { Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { imageLibrary, saveImageTexts, type LibraryImage } from './library';

const libraryImage = (image: LibraryImage) => ({ ...image, uploadedAt: image.uploadedAt?.toISOString() ?? null });
const FIELDS = { 'alt.en': 'altEn', 'alt.zhHant': 'altZhHant', 'caption.en': 'captionEn', 'caption.zhHant': 'captionZhHant' } as const;

/** A park's image library (manageImages for that park; another park's is FORBIDDEN). */
export const imageResolvers: Resolvers = {
  Query: {
    imageLibrary: async (_parent, { parkId }, { staff }) => {
      const read = await imageLibrary(staff, parkId);
      if (!read.ok) throw forbidden();
      return { parkId: read.parkId, parkName: read.parkName, images: read.images.map(libraryImage) };
    },
  },
  Mutation: {
    saveImageTexts: async (_parent, { imageId, input }, { staff }) => {
      const saved = await saveImageTexts(staff, imageId, input);
      if (!saved.ok && saved.reason === 'forbidden') throw forbidden();
      if (!saved.ok) {
        const problems = saved.problems.map(({ field, message }) => ({
          field: FIELDS[field as keyof typeof FIELDS] ?? 'altEn',
          code: message.key === 'images.validation.titleRequired' ? ('altRequired' as const) : ('tooLong' as const),
        }));
        return { __typename: 'ImageTextsRefused', problems };
      }
      return { __typename: 'ImageTextsSaved', image: libraryImage(saved.image) };
    },
  },
};
