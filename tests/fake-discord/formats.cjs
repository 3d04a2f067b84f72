// The spec's string and number formats, for the fake's JSON Schema checks (openapi.ts). Plain CommonJS: the
// validators ajv generates (and openapi.ts caches as code) require this file.
'use strict';
module.exports = {
  int32: { type: 'number', validate: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 },
  int64: { type: 'number', validate: (n) => Number.isInteger(n) },
  double: { type: 'number', validate: (n) => Number.isFinite(n) },
  uri: (s) => URL.canParse(s),
  'date-time': (s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(s) && !Number.isNaN(Date.parse(s)),
  snowflake: (s) => /^(0|[1-9]\d*)$/.test(s),
  nonce: () => true,
};
