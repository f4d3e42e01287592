import { descriptionSanitizer } from '@harmony/shared/description-policy';
import createDOMPurify from 'dompurify';

/**
 * Descriptions arrive cleaned by the api; they are cleaned again here, where a script would run (the
 * access token is in localStorage), with the same policy, by the browser's own parser.
 */
export const sanitizeDescription = descriptionSanitizer(createDOMPurify(window));
