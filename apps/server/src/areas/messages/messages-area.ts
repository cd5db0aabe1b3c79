import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/create-db';
import type { Notifier } from '../../db/notifier';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import type { AuditService } from '../../services/audit-service';
import type { Core } from '../core';
import { chatRoutes } from './chat-routes';
import { inboxRoutes } from './inbox-routes';

/**
 * Messages and live chat (issue 15): unread counters, the operator's inbox messages, and live
 * chat between members and support, delivered in real time across server instances through
 * LISTEN/NOTIFY (db/notifier.ts).
 */

export type MessagesDeps = { notifier: Notifier; audit: AuditService };

export function createMessagesServices(db: AppDatabase, core: Core, deps: MessagesDeps) {
  void db;
  void core;
  void deps;
  return {};
}
export type MessagesServices = ReturnType<typeof createMessagesServices>;

export function registerMessagesArea(
  app: FastifyInstance,
  endpoints: EndpointRegistrar,
  services: MessagesServices,
): void {
  void app;
  void services;
  endpoints.add(inboxRoutes());
  endpoints.add(chatRoutes());
}
