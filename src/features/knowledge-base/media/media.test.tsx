// The media pieces of the knowledge base (spec §2 viewers and uploader, §4 mp4 retry, §9 rates):
// which viewer a file gets, the uploader's checks per mode, the video player's rates and its single
// retry as mp4, the audio player's speeds and download rule. (Word documents and spreadsheets in
// the page need a real browser's mammoth build and workers: tests/e2e/media-uploads.e2e.ts.)
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_MANY_FILES,
  UPLOAD_WRONG_TYPE,
  uploadTooLarge,
} from '../../../../contract/upload-constants';
import { renderWithProviders } from '../../../test/render';
import { AudioPlayer } from './audio-player';
import { fileKind, fileName, withFileName } from './file-kind';
import { FileViewer } from './file-viewer';
import { checkFiles } from './use-upload-queue';
import { mp4Version, VideoPlayer } from './video-player';

afterEach(cleanup);

describe('fileKind', () => {
  it.each([
    ['/f/1/a.pdf', 'pdf'],
    ['/f/1/deck.PPTX', 'presentation'],
    ['/f/1/a.ppsx', 'presentation'],
    ['https://cdn.test/talk.m4a?x=1', 'audio'],
    ['/f/1/a.flac', 'audio'],
    ['/f/1/a.docx#Ladder%20safety.docx', 'word'],
    ['/f/1/a.xlsx', 'spreadsheet'],
    ['/f/1/a.ods', 'spreadsheet'],
    ['/f/1/a.csv', 'spreadsheet'],
    ['/f/1/a.doc', 'office'],
    ['/f/1/a.rtf', 'office'],
    ['/f/1/a.webp', 'image'],
    ['/f/1/a.mov', 'video'],
    ['/f/1/a.vtt', 'captions'],
    ['/f/1/a.zip', 'other'],
    ['/f/1/noext', 'other'],
  ])('%s → %s', (url, kind) => expect(fileKind(url)).toBe(kind));

  it('names a file by the name it was uploaded with', () => {
    const url = withFileName('/knowledgebase/api/files/1/abc.pdf', 'Fire drill (v2).pdf');
    expect(url).toBe('/knowledgebase/api/files/1/abc.pdf#Fire%20drill%20(v2).pdf');
    expect(fileName(url)).toBe('Fire drill (v2).pdf');
    expect(fileKind(url)).toBe('pdf');
    expect(fileName('https://cdn.test/docs/Policy%20A.pdf?sig=1')).toBe('Policy A.pdf');
  });
});

describe('checkFiles (the uploader modes)', () => {
  const file = (name: string, type: string, size = 10) => {
    const f = new File(['x'], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };
  it('takes one video by default, one .zip for SCORM, anything in multi mode', () => {
    expect(checkFiles('video', [file('a.mp4', 'video/mp4')])).toBeNull();
    expect(checkFiles('video', [file('a.pdf', 'application/pdf')])).toBe(UPLOAD_WRONG_TYPE.video);
    expect(checkFiles('video', [file('a.mp4', 'video/mp4'), file('b.mp4', 'video/mp4')])).toBe(UPLOAD_TOO_MANY_FILES);
    expect(checkFiles('video', [file('a.mp4', 'video/mp4')], 1)).toBe(UPLOAD_TOO_MANY_FILES);
    expect(checkFiles('scorm', [file('course.zip', 'application/zip')])).toBeNull();
    expect(checkFiles('scorm', [file('course.mp4', 'video/mp4')])).toBe(UPLOAD_WRONG_TYPE.scorm);
    expect(checkFiles('multi', [file('a.pdf', 'application/pdf'), file('b.exe', '')])).toBeNull();
  });
  it('refuses a file over 30 GB', () => {
    expect(checkFiles('video', [file('a.mp4', 'video/mp4', UPLOAD_MAX_BYTES)])).toBeNull();
    expect(checkFiles('video', [file('a.mp4', 'video/mp4', UPLOAD_MAX_BYTES + 1)])).toBe(
      uploadTooLarge(UPLOAD_MAX_BYTES),
    );
    expect(uploadTooLarge(UPLOAD_MAX_BYTES)).toBe('This file is larger than the upload limit of 30 GB.');
  });
});

describe('VideoPlayer', () => {
  it('tries the mp4 version once when the video fails to load, then says so', () => {
    expect(mp4Version('/f/1/a.mov')).toBe('/f/1/a.mp4');
    expect(mp4Version('https://cdn.test/v/clip.webm?sig=1')).toBe('https://cdn.test/v/clip.mp4?sig=1');
    expect(mp4Version('/f/1/noext')).toBe('/f/1/noext.mp4');
    expect(mp4Version('/f/1/a.mp4')).toBeNull();

    renderWithProviders(<VideoPlayer src="https://cdn.test/v/clip.mov" />);
    const video = screen.getByTestId('video-player').querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://cdn.test/v/clip.mov');
    fireEvent.error(video);
    expect(video.getAttribute('src')).toBe('https://cdn.test/v/clip.mp4');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(video);
    expect(video.getAttribute('src')).toBe('https://cdn.test/v/clip.mp4');
    expect(screen.getByRole('alert')).toHaveTextContent('could not be played');
  });

  it('offers the §9 rates (the main player adds 1.7), skips of 10 s, captions and a download', () => {
    const { unmount } = renderWithProviders(<VideoPlayer src="https://cdn.test/a.mp4" />);
    const rates = () =>
      within(screen.getByRole('combobox', { name: 'Playback speed' }))
        .getAllByRole('option')
        .map((o) => Number((o as HTMLOptionElement).value));
    expect(rates()).toEqual([2, 1.5, 1.2, 1, 0.7, 0.5]);
    expect((screen.getByRole('combobox', { name: 'Playback speed' }) as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://cdn.test/a.mp4');
    unmount();
    renderWithProviders(
      <VideoPlayer
        src="https://cdn.test/a.mp4"
        main
        captions={[{ src: 'https://cdn.test/a.vtt', label: 'English' }]}
      />,
    );
    expect(rates()).toEqual([2, 1.7, 1.5, 1.2, 1, 0.7, 0.5]);
    const video = screen.getByTestId('video-player').querySelector('video')!;
    video.currentTime = 30;
    fireEvent.click(screen.getByRole('button', { name: 'Back 10 s' }));
    expect(video.currentTime).toBe(20);
    expect(video.querySelector('track')).toHaveAttribute('src', 'https://cdn.test/a.vtt');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('AudioPlayer', () => {
  it('plays at 0.5 to 2 (default 1); only admins may download', () => {
    const { unmount } = renderWithProviders(<AudioPlayer src="https://cdn.test/a.mp3" canDownload={false} />);
    const speeds = within(screen.getByRole('combobox', { name: 'Playback speed' }))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(speeds).toEqual(['0.5', '1', '1.5', '2']);
    expect((screen.getByRole('combobox', { name: 'Playback speed' }) as HTMLSelectElement).value).toBe('1');
    const audio = screen.getByTestId('audio-player').querySelector('audio')!;
    expect(audio.getAttribute('controlslist')).toBe('nodownload');
    expect(fireEvent.contextMenu(audio)).toBe(false);
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    unmount();
    renderWithProviders(<AudioPlayer src="https://cdn.test/a.mp3" canDownload />);
    expect(screen.getByRole('link', { name: 'Download' })).toBeInTheDocument();
  });
});

describe('FileViewer', () => {
  it('shows a PDF in the browser viewer and an image as a picture', () => {
    renderWithProviders(
      <>
        <FileViewer url="https://cdn.test/f/a.pdf#Fire%20drill.pdf" admin={false} />
        <FileViewer url="https://cdn.test/f/b.png" admin={false} />
        <FileViewer url="https://cdn.test/f/deck.pptx#Deck.pptx" admin={false} />
      </>,
    );
    expect(screen.getByTitle('Fire drill.pdf')).toHaveAttribute('src', 'https://cdn.test/f/a.pdf');
    expect(screen.getByRole('img', { name: 'b.png' })).toHaveAttribute('src', 'https://cdn.test/f/b.png');
    // A presentation cannot be shown by a browser: its download link.
    expect(screen.getByRole('link', { name: 'Download Deck.pptx' })).toHaveAttribute(
      'href',
      'https://cdn.test/f/deck.pptx',
    );
  });
});
