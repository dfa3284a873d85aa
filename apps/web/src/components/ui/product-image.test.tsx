import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';
import { productImageSources, productImageSrcSet } from './product-image-sources';

const VARIANTS = [
  { width: 320, url: '/api/images/small.webp' },
  { width: 640, url: '/api/images/abc.webp' },
  { width: 1280, url: '/api/images/large.webp' },
];

describe('productImageSources', () => {
  it('tries the URL, then the same URL as jpg, jpeg and png', () => {
    expect(productImageSources('/api/images/abc.webp')).toEqual([
      '/api/images/abc.webp',
      '/api/images/abc.jpg',
      '/api/images/abc.jpeg',
      '/api/images/abc.png',
    ]);
  });

  it('keeps a query, skips a repeat of the URL itself, and handles a URL without extension', () => {
    expect(productImageSources('https://cdn.example.com/p/bd.png?w=400')).toEqual([
      'https://cdn.example.com/p/bd.png?w=400',
      'https://cdn.example.com/p/bd.jpg?w=400',
      'https://cdn.example.com/p/bd.jpeg?w=400',
    ]);
    expect(productImageSources('https://cdn.example.com/v1.2/photo')).toEqual([
      'https://cdn.example.com/v1.2/photo',
      'https://cdn.example.com/v1.2/photo.jpg',
      'https://cdn.example.com/v1.2/photo.jpeg',
      'https://cdn.example.com/v1.2/photo.png',
    ]);
  });

  it('has nothing to try without a URL', () => {
    expect(productImageSources(null)).toEqual([]);
    expect(productImageSources('  ')).toEqual([]);
  });
});

describe('productImageSrcSet', () => {
  it('lists every stored width, and nothing to choose from with fewer than two', () => {
    expect(productImageSrcSet(VARIANTS)).toBe(
      '/api/images/small.webp 320w, /api/images/abc.webp 640w, /api/images/large.webp 1280w',
    );
    expect(productImageSrcSet([{ width: 640, url: '/api/images/abc.webp' }])).toBeUndefined();
    expect(productImageSrcSet([])).toBeUndefined();
  });
});

describe('ProductImage', () => {
  it('loads lazily and asynchronously at low priority, named after the product', () => {
    render(<ProductImage src="/api/images/abc.webp" alt="Blue Dream" />);
    const image = screen.getByRole('img', { name: 'Blue Dream' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
  });

  it('has a width and height of the square box, which keeps its place while it loads', () => {
    render(<ProductImage src="/api/images/abc.webp" alt="Blue Dream" />);
    const image = screen.getByRole('img', { name: 'Blue Dream' });
    expect(image.getAttribute('width')).toBe(image.getAttribute('height'));
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
    expect(image.parentElement).toHaveClass('aspect-square');
  });

  it('offers the stored widths with the sizes it is drawn at, without a srcset for one width', () => {
    const { rerender } = render(
      <ProductImage src="/api/images/abc.webp" alt="Blue Dream" variants={VARIANTS} sizes="50vw" />,
    );
    const image = screen.getByRole('img', { name: 'Blue Dream' });
    expect(image).toHaveAttribute('srcset', productImageSrcSet(VARIANTS));
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('src', '/api/images/abc.webp');

    rerender(<ProductImage src="/api/images/abc.webp" alt="Blue Dream" sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Blue Dream' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Blue Dream' })).not.toHaveAttribute('sizes');
  });

  it('drops the srcset when the first attempt fails, so the fallbacks are really tried', () => {
    render(
      <ProductImage src="/api/images/abc.webp" alt="Blue Dream" variants={VARIANTS} sizes="50vw" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Blue Dream' }));
    const image = screen.getByRole('img', { name: 'Blue Dream' });
    expect(image).toHaveAttribute('src', '/api/images/abc.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('on each failure tries jpg, jpeg and png in turn, then shows the placeholder', () => {
    render(<ProductImage src="/api/images/abc.webp" alt="Blue Dream" />);
    const seen: Array<string | null> = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const image = screen.getByRole('img', { name: 'Blue Dream' });
      seen.push(image.getAttribute('src'));
      fireEvent.error(image);
    }
    expect(seen).toEqual([
      '/api/images/abc.webp',
      '/api/images/abc.jpg',
      '/api/images/abc.jpeg',
      '/api/images/abc.png',
    ]);
    const placeholder = screen.getByRole('img', { name: 'Blue Dream' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveAttribute('data-placeholder');
  });

  it('shows the placeholder at once without a URL, and starts over for a new URL', () => {
    const { rerender } = render(<ProductImage src={null} alt="OG Kush" />);
    expect(screen.getByRole('img', { name: 'OG Kush' })).toHaveAttribute('data-placeholder');
    expect(document.querySelector('img')).toBeNull();

    rerender(<ProductImage src="/api/images/og.webp" alt="OG Kush" />);
    expect(screen.getByRole('img', { name: 'OG Kush' })).toHaveAttribute(
      'src',
      '/api/images/og.webp',
    );
  });

  it('loads a picture above the fold at once, before other images', () => {
    render(<ProductImage src="/api/images/abc.webp" alt="Blue Dream" priority />);
    const image = screen.getByRole('img', { name: 'Blue Dream' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
