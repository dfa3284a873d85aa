import { describe, expect, it } from 'vitest';
import { formServerErrors } from './form-server-errors';

type Field = 'name' | 'code';
const options = {
  fieldOf: (name: string): Field | undefined =>
    name === 'name' || name === 'code' ? name : undefined,
  conflictField: (detail: string): Field | undefined => (/code/i.test(detail) ? 'code' : undefined),
  fallback: 'Failed to save',
};
const answer = (status: number, data: unknown) => ({ status, data });

describe('formServerErrors', () => {
  it('puts each 422 issue beside its body field, the first per field, and the rest in one message', () => {
    const issue = (loc: (string | number)[], msg: string) => ({ loc, msg, type: 'custom' });
    const detail = [
      issue(['body', 'name'], 'Enter a name'),
      issue(['body', 'name'], 'A second word on the name'),
      issue(['body', 'code'], 'Too long'),
      issue(['body', 'items', 0], 'Not a field of this form'),
      issue(['query', 'page'], 'Nor this'),
    ];
    expect(formServerErrors(answer(422, { detail }), options)).toEqual({
      fields: { name: 'Enter a name', code: 'Too long' },
      message: 'Not a field of this form; Nor this',
    });
  });

  it('puts a 409 beside the field it names, and any other detail above the form', () => {
    expect(formServerErrors(answer(409, { detail: 'The code is taken' }), options)).toEqual({
      fields: { code: 'The code is taken' },
      message: null,
    });
    expect(formServerErrors(answer(409, { detail: 'Something else' }), options)).toEqual({
      fields: {},
      message: 'Something else',
    });
    expect(formServerErrors(answer(400, { detail: 'The code is odd' }), options)).toEqual({
      fields: {},
      message: 'The code is odd',
    });
  });

  it('falls back to the write’s own text when the server said nothing usable', () => {
    expect(formServerErrors(answer(500, 'oops'), options)).toEqual({
      fields: {},
      message: 'Failed to save',
    });
  });
});
