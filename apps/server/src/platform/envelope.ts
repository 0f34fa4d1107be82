import type { Language } from '@linli/contracts';
import type { FastifyReply } from 'fastify';

const SUCCESS: Record<Language, string> = { 'zh-CN': '操作成功', 'en-US': 'Success' };

export function successMessage(language: Language): string {
  return SUCCESS[language];
}

/**
 * What a handler returns: `data` and/or RuoYi's extra top-level keys (token, imgUrl, rows/total...), or the
 * reply itself when the handler answered without an envelope (`return reply.send(...)`).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: handlers that answer only `{code, msg}` return nothing
export type HandlerResult = Record<string, unknown> | FastifyReply | undefined | void;
