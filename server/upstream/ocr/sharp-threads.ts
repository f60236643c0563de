import sharp from 'sharp'

/**
 * Threads libvips runs one image operation on (ADR 0117): one. The CPU budgets of issue 22 are per
 * page and per document on one core, and the service reads one document per job. sharp's default is
 * one thread only where it finds glibc without jemalloc (Debian's Node, as here); elsewhere (musl,
 * jemalloc, other platforms) it is one per core, and each operation spread over the machine's
 * cores would be measured against a one-core budget. Set once, by the module every document's
 * reading imports (`document-pages.ts`), for the whole process; jobs side by side still share cores.
 */
export const sharpThreads = 1

sharp.concurrency(sharpThreads)
