import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';
import { productImageSources } from './product-image-sources';

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

describe('ProductImage', () => {
  it('loads lazily and asynchronously, named after the product', () => {
    render(<ProductImage src="/api/images/abc.webp" alt="Blue Dream" />);
    const image = screen.getByRole('img', { name: 'Blue Dream' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
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

  it('loads the page’s main picture at once', () => {
    render(<ProductImage src="/api/images/abc.webp" alt="Blue Dream" priority />);
    expect(screen.getByRole('img', { name: 'Blue Dream' })).toHaveAttribute('loading', 'eager');
  });
});
