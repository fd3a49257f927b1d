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
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}

function vimeo(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
  return id ? `https://player.vimeo.com/video/${id}` : null;
}

function loom(url: URL): string | null {
  if (url.hostname.replace(/^www\./, '') !== 'loom.com') return null;
  const match = /^\/(?:share|embed)\/([0-9a-f]{16,64})$/i.exec(url.pathname.replace(/\/$/, ''));
  return match ? `https://www.loom.com/embed/${match[1]}` : null;
}

function wistia(url: URL): string | null {
  const host = url.hostname;
  const wistiaHost = host === 'wi.st' || host.endsWith('.wistia.com') || host.endsWith('.wistia.net');
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
