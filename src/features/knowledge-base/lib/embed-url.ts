// Embed Video (spec knowledge base §4): a link is accepted only from YouTube, Vimeo, Loom, Wistia or
// Twitch, and becomes that provider's player URL; any other link yields no embed. The player URL is
// also what the article body stores, so reading an <iframe> back accepts exactly these URLs.

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtube(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // A link to a moment (t=90, t=1m30s, or an embed's start=90) starts the player there.
  const at = url.searchParams.get('start') ?? url.searchParams.get('t');
  const match = at ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(at) : null;
  const start = match ? Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : 0;
  return `https://www.youtube.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
}

function vimeo(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index < 0) return null;
  // An unlisted video needs its hash: vimeo.com/{id}/{hash} or the player's ?h={hash}.
  const hash = url.searchParams.get('h') ?? (host === 'vimeo.com' ? parts[index + 1] : undefined);
  const h = hash && /^[0-9a-f]{6,20}$/i.test(hash) ? `?h=${hash}` : '';
  return `https://player.vimeo.com/video/${parts[index]}${h}`;
}

function loom(url: URL): string | null {
  if (url.hostname.replace(/^www\./, '') !== 'loom.com') return null;
  const match = /^\/(?:share|embed)\/([0-9a-f]{16,64})$/i.exec(url.pathname.replace(/\/$/, ''));
  return match ? `https://www.loom.com/embed/${match[1]}` : null;
}

function wistia(url: URL): string | null {
  const host = url.hostname;
  const wistiaHost =
    host === 'wi.st' || host === 'wistia.com' || host.endsWith('.wistia.com') || host.endsWith('.wistia.net');
  if (!wistiaHost) return null;
  const match = /\/(?:medias|embed\/iframe|embed\/medias)\/([a-z0-9]{6,20})(?:\.jsonp)?\/?$/i.exec(url.pathname);
  return match ? `https://fast.wistia.net/embed/iframe/${match[1]}` : null;
}

/** Twitch players refuse to play unless told the page's host (parent). */
function twitch(url: URL, parent: string): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  const player = (query: string) => `https://player.twitch.tv/?${query}&parent=${encodeURIComponent(parent)}`;
  if (host === 'player.twitch.tv') {
    const video = url.searchParams.get('video');
    const channel = url.searchParams.get('channel');
    if (video && /^v?\d+$/.test(video)) return player(`video=${video.replace(/^v/, '')}`);
    if (channel && /^\w{2,25}$/.test(channel)) return player(`channel=${channel}`);
    return null;
  }
  if (host === 'clips.twitch.tv') {
    const slug = url.pathname === '/embed' ? url.searchParams.get('clip') : url.pathname.slice(1);
    return slug && /^[\w-]{3,100}$/.test(slug)
      ? `https://clips.twitch.tv/embed?clip=${slug}&parent=${encodeURIComponent(parent)}`
      : null;
  }
  if (host !== 'twitch.tv') return null;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (first === 'videos' && second && /^\d+$/.test(second)) return player(`video=${second}`);
  const [, , third, fourth] = url.pathname.split('/').filter(Boolean).concat(['', '']);
  if (second === 'clip' && third && /^[\w-]{3,100}$/.test(third) && !fourth) {
    return `https://clips.twitch.tv/embed?clip=${third}&parent=${encodeURIComponent(parent)}`;
  }
  if (first && !second && /^\w{2,25}$/.test(first)) return player(`channel=${first}`);
  return null;
}

/**
 * The player URL for a video link from YouTube, Vimeo, Loom, Wistia or Twitch, or null for any
 * other link. `parent` is the host the page is served from (Twitch needs it).
 */
export function toEmbedUrl(link: string, parent = defaultParent()): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return youtube(url) ?? vimeo(url) ?? loom(url) ?? wistia(url) ?? twitch(url, parent);
}

function defaultParent(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.hostname || 'localhost';
}
