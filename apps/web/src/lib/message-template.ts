// One template filler for server and browser messages.
export { fillMessage } from '@maple/shared/messages/fill-message';
