/** sessionStorage key: when this tab last reloaded after a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'nk_chunk_reload'
/** A second failure within this window is not reloaded again (no reload loop). */
export const CHUNK_RELOAD_WINDOW_MS = 60_000

/**
 * Inline in <head>, before any of the app's scripts: after a deploy the old
 * page's lazily loaded chunks are gone, so a script from /_next/static that
 * fails to load (or a ChunkLoadError) reloads the page once to pick up the
 * new build. It needs no framework code, so it works even when the
 * framework's own chunks are the ones missing. Offline, nothing is done.
 */
export const CHUNK_RELOAD_SCRIPT = `(function(){var K=${JSON.stringify(CHUNK_RELOAD_KEY)},W=${CHUNK_RELOAD_WINDOW_MS};function r(){try{if(!navigator.onLine)return;var l=Number(sessionStorage.getItem(K))||0;if(Date.now()-l<W)return;sessionStorage.setItem(K,String(Date.now()))}catch(e){return}location.reload()}addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&/\\/_next\\/static\\//.test(t.src||''))r()},true);addEventListener('unhandledrejection',function(e){var x=e.reason;if(x&&(x.name==='ChunkLoadError'||/Loading chunk|Failed to load chunk/i.test(String(x.message||''))))r()})})()`
