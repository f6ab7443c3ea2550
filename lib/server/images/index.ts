/**
 * Images (issue #23): uploads checked and turned into the site's sizes and formats with sharp
 * (process.ts, rules in lib/domain/images.ts), kept in the configured store (store.ts) by content hash,
 * listed per park (library.ts), uploaded and served over HTTP (endpoint.ts).
 */
export { imageLibrary, imagesUsableIn, imageUsableIn, parkImages, saveImageTexts, uploadImage } from './library';
export type { ImageTextsOutcome, LibraryImage, LibraryRead, UploadOutcome, UploadRequest } from './library';
export { isMediaPath, mediaEndpoint, uploadEndpoint } from './endpoint';
export { databaseStore, imageStore, s3Store, storedFileCount } from './store';
export type { ImageStore, S3Settings, StoredFile } from './store';
