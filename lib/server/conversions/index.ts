export { noteConversionVisit, queuePaidConversions, type PaidOrder } from './conversion-queue';
export { deleteOldConversions, sendDueConversions, type ConversionRun } from './conversion-sender';
