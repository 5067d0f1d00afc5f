/**
 * The API's description: the maintained OpenAPI 3.1 document served as JSON at {@code /openapi.json}, and Swagger UI on
 * it at {@code /docs}, served from the jar's webjar with no CDN.
 */
package io.cis.http.docs;
