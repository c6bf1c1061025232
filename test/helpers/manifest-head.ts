/**
 * The top of a small manifest for a test: one server, JSON media, version 1, no credentials.
 * The test appends its `operations` and `schemas`.
 */
export const manifestHead = (id: string, title: string): string => `sdkgen: 1
id: ${id}
title: ${title}
basePath: /
servers:
  - url: https://example.com
media:
  success: application/json
  problem: application/problem+json
  currentVersion: 1
security:
  default: []
  schemes: {}`;
