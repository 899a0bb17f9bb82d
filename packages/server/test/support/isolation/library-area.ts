import { aCreditCode } from '@tender/domain/testing';
import { expect } from 'vitest';
import type { Reply } from '../../harness';
import type { ProjectApi } from '../project-api';

const LIBRARIES = ['Bidder', 'Agency', 'Purchaser'] as const;
type Library = (typeof LIBRARIES)[number];
const SYSTEM_NOTICE = '/api/services/app/SystemNotice';

/** What tenant 3 holds of the libraries and the system notices, and tenant 1 tries to reach. */
export interface LibraryRows {
  /** The name of every row, which must never appear in what tenant 1 reads. */
  readonly mark: string;
  readonly ids: Readonly<Record<Library, number>>;
  readonly codes: Readonly<Record<Library, string>>;
  readonly systemNoticeId: number;
}

type Call = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Reply>;
/** Tenant 1 sending a CSV file's bytes as the body. */
type SendCsv = (url: string, csv: string) => Promise<Reply>;
type Sweeps = Record<string, () => Promise<Reply>>;

/** One entry per library: the routes of each library share their shape. */
const perLibrary = (sweeps: (library: Library) => Sweeps): Sweeps =>
  Object.assign({}, ...LIBRARIES.map(sweeps));

async function created(reply: Reply): Promise<number> {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result.id as number;
}

/**
 * The libraries' and the system notices' area of the tenant-isolation sweep (tenant-isolation.test.ts):
 * an entry of each library and a system notice of tenant 3, named by `mark`; the 404 of each route naming
 * them from another tenant, the lists that must not show them, and the check that they stayed as they were.
 */
export const libraryArea = {
  async seed(owner: ProjectApi, mark: string): Promise<LibraryRows> {
    const ids = {} as Record<Library, number>;
    const codes = {} as Record<Library, string>;
    for (const [index, library] of LIBRARIES.entries()) {
      // Its area is the mark too: an analysis of another tenant that counted it would name it.
      const entry = { name: mark, area: mark, creditCode: aCreditCode((Date.now() % 1_000_000) + index) };
      ids[library] = await created(await owner.post(`/api/services/app/${library}/Create`, entry, 'admin'));
      codes[library] = entry.creditCode;
    }
    const systemNoticeId = await created(
      await owner.post(`${SYSTEM_NOTICE}/Create`, { title: mark, content: `<p>${mark}</p>` }, 'admin'),
    );
    return { mark, ids, codes, systemNoticeId };
  },

  /** `rows` is read when a sweep runs, after the seed. */
  notFound(as1: Call, rows: () => LibraryRows): Sweeps {
    return {
      ...perLibrary((library) => ({
        [`GET /api/services/app/${library}/Get`]: () =>
          as1('GET', `/api/services/app/${library}/Get?id=${rows().ids[library]}`),
        [`GET /api/services/app/${library}/GetHistory`]: () =>
          as1('GET', `/api/services/app/${library}/GetHistory?Id=${rows().ids[library]}`),
        [`POST /api/services/app/${library}/Update`]: () =>
          as1('POST', `/api/services/app/${library}/Update`, {
            id: rows().ids[library],
            version: 1,
            name: 'taken over',
            creditCode: aCreditCode(1),
          }),
      })),
      'GET /api/services/app/SystemNotice/Get': () =>
        as1('GET', `${SYSTEM_NOTICE}/Get?id=${rows().systemNoticeId}`),
      'POST /api/services/app/SystemNotice/MarkRead': () =>
        as1('POST', `${SYSTEM_NOTICE}/MarkRead`, { id: rows().systemNoticeId }),
      'POST /api/services/app/SystemNotice/Update': () =>
        as1('POST', `${SYSTEM_NOTICE}/Update`, {
          id: rows().systemNoticeId,
          version: 1,
          title: 'taken over',
          content: '<p>taken over</p>',
        }),
      'POST /api/services/app/SystemNotice/SetPinned': () =>
        as1('POST', `${SYSTEM_NOTICE}/SetPinned`, { id: rows().systemNoticeId, pinned: true }),
      'POST /api/services/app/SystemNotice/Withdraw': () =>
        as1('POST', `${SYSTEM_NOTICE}/Withdraw`, { id: rows().systemNoticeId }),
    };
  },

  /** The lists, exports and analyses: answered, naming none of tenant 3's rows (`rows` read when run). */
  ownRowsOnly(as1: Call, sendCsv: SendCsv, rows: () => LibraryRows): Sweeps {
    return {
      ...perLibrary((library) => ({
        [`GET /api/services/app/${library}/GetPaged`]: () =>
          as1('GET', `/api/services/app/${library}/GetPaged?Keyword=${rows().mark}&MaxResultCount=1000`),
        [`GET /api/services/app/${library}/Export`]: () =>
          as1('GET', `/api/services/app/${library}/Export?Format=csv`),
        // Their entry's credit code is free in tenant 1: no problem, and their entry is never named.
        [`POST /api/services/app/${library}/ImportPreview`]: () =>
          sendCsv(
            `/api/services/app/${library}/ImportPreview?FileName=probe.csv`,
            `Name,Unified social credit code\r\nprobe,${rows().codes[library]}\r\n`,
          ),
        // Tenant 3's entries holding the word, by area (library-analysis.test.ts: projects and records too).
        [`GET /api/services/app/${library}/GetAnalysis`]: () =>
          as1('GET', `/api/services/app/${library}/GetAnalysis?Keyword=${rows().mark}&Months=36`),
      })),
      'GET /api/services/app/SystemNotice/GetPaged': () =>
        as1('GET', `${SYSTEM_NOTICE}/GetPaged?MaxResultCount=1000`),
      // Tenant 1's own unread notices: tenant 3's notice adds nothing to it (system-notices.test.ts).
      'GET /api/services/app/SystemNotice/GetUnreadCount': () =>
        as1('GET', `${SYSTEM_NOTICE}/GetUnreadCount`),
    };
  },

  async unchanged(owner: ProjectApi, rows: LibraryRows): Promise<void> {
    for (const library of LIBRARIES) {
      const entry = await owner.get(`/api/services/app/${library}/Get?id=${rows.ids[library]}`, 'admin');
      expect(entry.statusCode, entry.body).toBe(200);
      expect(entry.json().result, library).toMatchObject({ name: rows.mark, version: 1 });
    }
    const notice = await owner.get(`${SYSTEM_NOTICE}/Get?id=${rows.systemNoticeId}`, 'admin');
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json().result).toMatchObject({
      title: rows.mark,
      version: 1,
      pinned: false,
      withdrawnTime: null,
    });
  },
};
