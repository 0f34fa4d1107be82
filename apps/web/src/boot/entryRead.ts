/**
 * The entry page's read and texts, started by src/boot.ts beside the app's code (src/lib/headStart.ts says how
 * the app takes the answer). Bundled into boot's own file: nothing here may import the app.
 */

interface SavedSession {
  token?: string;
  language: string;
  /** Elder mode's home shows no banner. */
  elder: boolean;
}

/** What boot needs of lifeData (src/lib/storage.ts), as the app will read it. */
function savedSession(): SavedSession {
  try {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}') as Record<string, unknown>;
    return {
      token: typeof data.vuex_token === 'string' && data.vuex_token ? data.vuex_token : undefined,
      // The app's languages (contracts LANGUAGES); anything else is the default, zh-CN.
      language: data.language === 'en-US' ? 'en-US' : 'zh-CN',
      elder: data.elder === true,
    };
  } catch {
    return { language: 'zh-CN', elder: false };
  }
}

/** The entry page's largest picture, its first banner, fetched as soon as the page's data names it. */
async function preloadFirstBanner(answer: Response): Promise<void> {
  const body = (await answer.json()) as { data?: { banners?: { image?: unknown }[] } };
  const image = body.data?.banners?.[0]?.image;
  if (typeof image !== 'string' || !image) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = image;
  document.head.append(link);
}

/**
 * The entry page's read, asked for now with the headers the app's request would carry (src/lib/request.ts
 * headersFor); the app takes the answer instead of asking again (src/lib/headStart.ts). Returns the language,
 * whose texts boot fetches too.
 */
export function startEntryRead(): string {
  const session = savedSession();
  const url = document.querySelector<HTMLMetaElement>('meta[name="linli-entry-read"]')?.content;
  if (!url) return session.language;
  const headers: Record<string, string> = { language: session.language };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  const response = fetch(url, { headers }).then((answer) => {
    if (answer.ok && !session.elder) preloadFirstBanner(answer.clone()).catch(() => undefined);
    return answer;
  });
  // Unhandled only if the app never asks (it then asks itself, and says what went wrong).
  response.catch(() => undefined);
  globalThis.linliHeadStart = { url, headers, response };
  return session.language;
}

/** Of the build's `language=file` list (build/preload.ts `linli-entry-texts`), the files of this language. */
export function entryTexts(language: string, listed: string[]): string[] {
  return listed.flatMap((item) => (item.startsWith(`${language}=`) ? [item.slice(language.length + 1)] : []));
}
