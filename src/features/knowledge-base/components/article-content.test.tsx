// The one article view (issue 20, item 6): the same players, file viewers and decision chart wherever
// an article is shown, each file named as it was uploaded (never by its stored name), and the
// sections' headings one level under the title the page gives the article.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ArticleContent, type ArticleContentData } from './article-content';

const article: ArticleContentData = {
  body: '<p>Walk, do not run.</p>',
  video_url: '/knowledgebase/api/files/kb/1/9f3c.mp4',
  file_url: null,
  file_urls: [
    '/knowledgebase/api/files/kb/1/b6db40be.pdf#Fire%20drill%20manual.pdf',
    '/knowledgebase/api/files/kb/1/77aa01cd.mp3#Briefing.mp3',
    '/knowledgebase/api/files/kb/1/0c0c0c0c.vtt#English.vtt',
  ],
  decision_chart: {
    nodes: [
      { id: 'n1', type: 'startEndNode', position: { x: 0, y: 0 }, data: { label: 'Alarm sounds' } },
      { id: 'n2', type: 'processNode', position: { x: 0, y: 150 }, data: { label: 'Go to the car park' } },
    ],
    edges: [{ id: 'e1', source: 'n1', target: 'n2', type: 'customEdge', data: { label: 'Then' } }],
  },
};

describe('ArticleContent', () => {
  it('shows the video with its captions, the body, the chart and each file in its viewer', async () => {
    renderWithProviders(<ArticleContent article={article} />);
    const video = screen.getAllByTestId('video-player')[0]!;
    expect(video.querySelector('track')).toHaveAttribute('label', 'English');
    expect(screen.getByTestId('article-body')).toHaveTextContent('Walk, do not run.');
    expect(screen.getByRole('heading', { level: 2, name: 'Decision Chart' })).toBeInTheDocument();
    expect(await screen.findByTestId('chart-outline', {}, { timeout: 10_000 })).toHaveTextContent(
      'Then → Go to the car park',
    );
    const files = screen.getByRole('region', { name: 'Embed Files' });
    const viewers = within(files).getAllByTestId('file-viewer');
    expect(viewers.map((v) => v.dataset.kind)).toEqual(['pdf', 'audio', 'captions']);
    expect(within(files).getByTitle('Fire drill manual.pdf')).toHaveAttribute('data-testid', 'pdf-view');
    expect(within(files).getByTestId('audio-player')).toBeInTheDocument();
    expect(files).toHaveTextContent('Briefing.mp3');
    expect(files.textContent).not.toMatch(/b6db40be|77aa01cd/);
  });

  it('puts its headings under a level-2 title when asked (the course reader)', () => {
    renderWithProviders(<ArticleContent article={article} headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Decision Chart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Embed Files' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows only what the article has', () => {
    renderWithProviders(
      <ArticleContent article={{ body: '<p>Text only</p>', video_url: null, file_urls: [], decision_chart: null }} />,
    );
    expect(screen.getByTestId('article-body')).toHaveTextContent('Text only');
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.queryByTestId('file-viewer')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
