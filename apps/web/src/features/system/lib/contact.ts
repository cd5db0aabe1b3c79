/** Contact-service link of the restricted page (shared: the message centre opens it too). */
export { customerServiceUrl as contactServiceUrl } from '@/shared/lib/customer-service';
