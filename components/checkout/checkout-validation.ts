import { yupResolver } from '@hookform/resolvers/yup';
import { checkoutSchema } from '@/lib/domain/customer';

/**
 * The checkout form's validation: the yup schema the server runs too. A chunk of its own (yup and its
 * helpers, about 12 kB gzipped), fetched once the form is on screen rather than with the page.
 */
export const checkoutResolver = yupResolver(checkoutSchema);
