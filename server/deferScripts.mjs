/**
 * The framework's scripts are fetched after the page's first frame, not before it (issue 35).
 *
 * Next.js writes every first-load chunk as `<script src async>`: most in the `<head>`, Turbopack's bootstrap at
 * the end of the `<body>` (preloaded from the head at low priority). On a fast link they all arrive and run before the
 * browser draws its first frame, so the first paint (and the largest, which on our pages is a heading) waits for
 * about 130 KB of framework code the page does not need in order to be read: every form and link works without
 * scripts. This takes them out of the page and ends the body with one small loader that adds them, in the same
 * order, once the first frame has been drawn (the task after the next animation frame; also after a second, for a
 * tab in the background, where no frames come). Hydration starts a frame later; nothing else changes. The loader
 * is an inline script, so hashPageScripts.mjs lists its hash in the page's policy like the page's others, and the
 * scripts it adds are the site's own ('self').
 */
const HEAD = /<head(?:\s[^>]*)?>[\s\S]*?<\/head>/i
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g

/** The loader for these scripts and preloads (JSON-encoded, so a path cannot end the script). */
export function scriptLoader(scripts, preloads) {
  const list = (items) => JSON.stringify(items).replace(/</g, '\\u003c')
  return (
    '<script>(function(){var d=document,done=0;function go(){if(done)return;done=1;' +
    `${list(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=h;d.head.appendChild(l)});` +
    `${list(scripts)}.forEach(function(h){var s=d.createElement('script');s.src=h;s.async=true;d.head.appendChild(s)})}` +
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>'
  )
}

/** The page with its framework scripts loaded after the first frame; any other HTML as it is. */
export function deferPageScripts(html) {
  const head = HEAD.exec(html)
  const end = html.lastIndexOf('</body>')
  if (!head || end < head.index + head[0].length) return html
  const scripts = []
  const preloads = []
  // The head's, then the body's (Turbopack's bootstrap, after the inline list of chunks it reads): document order.
  const page = html
    .slice(0, end)
    .replace(PRELOAD, (_, href) => (preloads.push(href), ''))
    .replace(ASYNC_SCRIPT, (_, src) => (scripts.push(src), ''))
  if (!scripts.length) return html
  return `${page}${scriptLoader(
    scripts,
    preloads.filter((href) => !scripts.includes(href)),
  )}${html.slice(end)}`
}
