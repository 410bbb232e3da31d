import { describe, expect, it } from 'vitest';
import { textOfUtf8, utf8BytesOf } from './utf8-text.js';

describe('utf8BytesOf', () => {
  it('keeps a German text as UTF-8 in a buffer of its own length, and gives the same text back', () => {
    const text = '{"title":"Grüße „Podman“ – Container ohne Daemon"}';
    const bytes = utf8BytesOf(text);
    expect(bytes.byteLength).toBe(Buffer.byteLength(text, 'utf8'));
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    expect(textOfUtf8(bytes)).toBe(text);
  });

  it('reads bytes that are a view into a larger buffer', () => {
    const whole = Buffer.from('vorher|Straße|nachher', 'utf8');
    const start = whole.indexOf('|') + 1;
    expect(textOfUtf8(whole.subarray(start, whole.indexOf('|', start)))).toBe('Straße');
  });
});
