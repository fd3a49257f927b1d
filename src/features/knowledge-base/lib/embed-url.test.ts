// Embed Video accepts YouTube, Vimeo, Loom, Wistia and Twitch links only (§4).
import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './embed-url';

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=4'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
      'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184',
    ],
    ['https://acme.wistia.com/medias/e4a27b971d', 'https://fast.wistia.net/embed/iframe/e4a27b971d'],
    ['https://www.twitch.tv/videos/1234567', 'https://player.twitch.tv/?video=1234567&parent=app.test'],
    ['https://www.twitch.tv/acme_live', 'https://player.twitch.tv/?channel=acme_live&parent=app.test'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m30s', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://home.wistia.com/medias/e4a27b971d', 'https://fast.wistia.net/embed/iframe/e4a27b971d'],
    ['https://www.twitch.tv/acme/clip/Slug-1', 'https://clips.twitch.tv/embed?clip=Slug-1&parent=app.test'],
    [
      'https://clips.twitch.tv/FunnyClipSlug-abc',
      'https://clips.twitch.tv/embed?clip=FunnyClipSlug-abc&parent=app.test',
    ],
  ])('%s → %s', (link, player) => {
    expect(toEmbedUrl(link, 'app.test')).toBe(player);
    expect(toEmbedUrl(player, 'app.test')).toBe(player);
  });

  it.each([
    'https://evil.test/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.dailymotion.com/video/x7tgad0',
    'https://www.loom.com/share/not-an-id',
    'ftp://vimeo.com/76979871',
  ])('gives no embed for %s', (link) => expect(toEmbedUrl(link, 'app.test')).toBeNull());
});
