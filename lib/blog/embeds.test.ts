import { parseEmbedUrl, parseVideo, playerUrl, validVideo, watchUrl } from './embeds';

const ID = 'dQw4w9WgXcQ';

describe('parseVideo: YouTube', () => {
  it.each([
    `https://www.youtube.com/embed/${ID}?feature=oembed`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube.com/embed/${ID}?start=30&list=PL0123456789`,
    `//www.youtube.com/embed/${ID}`,
    `http://www.youtube.com/embed/${ID}`,
    `https://m.youtube.com/watch?v=${ID}&t=42`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=share`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `  https://www.youtube.com/embed/${ID}  `,
  ])('reads the id from %s', (src) => {
    expect(parseVideo(src)).toEqual({ provider: 'youtube', id: ID });
  });

  it.each([
    ['a playlist (videoseries has eleven letters)', 'https://www.youtube.com/embed/videoseries?list=PL0123456789'],
    ['a short id', 'https://www.youtube.com/embed/abc'],
    ['a long id', `https://www.youtube.com/embed/${ID}x`],
    ['an id with other characters', 'https://www.youtube.com/embed/dQw4w9WgX%3C'],
    ['a path below the id', `https://www.youtube.com/embed/${ID}/more`],
    ['a watch page without v', 'https://www.youtube.com/watch?list=PL0123456789'],
    ['a channel', 'https://www.youtube.com/@granitepeak'],
    ['a lookalike host', `https://youtube.com.evil.example/embed/${ID}`],
    ['a host ending in youtube.com', `https://evilyoutube.com/embed/${ID}`],
    ['a youtu.be lookalike', `https://youtu.be.evil.example/${ID}`],
    ['userinfo naming YouTube', `https://www.youtube.com@evil.example/embed/${ID}`],
    ['userinfo on the real host', `https://user:pass@www.youtube.com/embed/${ID}`],
    ['a port', `https://www.youtube.com:8443/embed/${ID}`],
    ['javascript:', `javascript:alert(1)//www.youtube.com/embed/${ID}`],
    ['data:', `data:text/html,https://www.youtube.com/embed/${ID}`],
    ['a relative path', `/embed/${ID}`],
    ['nothing', ''],
    ['no src', null],
  ])('refuses %s', (_, src) => {
    expect(parseVideo(src)).toBeNull();
  });
});

describe('parseVideo: Vimeo', () => {
  it.each([
    ['https://player.vimeo.com/video/76979871?dnt=1&app_id=122963', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=8f2b1c9d0e&badge=0', { provider: 'vimeo', id: '76979871', hash: '8f2b1c9d0e' }],
    ['https://player.vimeo.com/video/76979871?h=<script>', { provider: 'vimeo', id: '76979871' }],
  ])('reads %s', (src, video) => {
    expect(parseVideo(src)).toEqual(video);
  });

  it.each([
    'https://player.vimeo.com/video/abc',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com.evil.example/video/76979871',
    'https://evil.example/player.vimeo.com/video/76979871',
  ])('refuses %s', (src) => {
    expect(parseVideo(src)).toBeNull();
  });
});

describe('addresses rebuilt from the id', () => {
  it('links to the video page and plays the privacy-enhanced player', () => {
    const youtube = { provider: 'youtube', id: ID } as const;
    expect(watchUrl(youtube)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(playerUrl(youtube)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    const vimeo = { provider: 'vimeo', id: '76979871' } as const;
    expect(watchUrl(vimeo)).toBe('https://vimeo.com/76979871');
    expect(playerUrl(vimeo)).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(playerUrl({ ...vimeo, hash: 'abcdef12' })).toBe('https://player.vimeo.com/video/76979871?h=abcdef12&dnt=1&autoplay=1');
  });

  it('re-validates what the page hands back', () => {
    expect(validVideo('youtube', ID)).toEqual({ provider: 'youtube', id: ID });
    expect(validVideo('youtube', 'videoseries')).toBeNull();
    expect(validVideo('youtube', `${ID}"`)).toBeNull();
    expect(validVideo('vimeo', '1/../2')).toBeNull();
    expect(validVideo('dailymotion', 'x8abc')).toBeNull();
    expect(validVideo('vimeo', '12', 'not a hash')).toEqual({ provider: 'vimeo', id: '12' });
  });

  it('reads protocol-relative sources as https and refuses other schemes', () => {
    expect(parseEmbedUrl('//speakerdeck.com/player/abc')?.href).toBe('https://speakerdeck.com/player/abc');
    expect(parseEmbedUrl('vbscript:msgbox')).toBeNull();
    expect(parseEmbedUrl('ftp://example.com/a')).toBeNull();
  });
});
