package io.cis.http.docs;

import io.cis.http.v2.V2Code;
import io.cis.http.v2.V2Exception;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

/** {@code GET /openapi.json} (the API description) and {@code GET /docs} (Swagger UI on it, served without a CDN). */
public final class DocsRoutes {

    // Absolute paths: Javalin also answers /docs/ for /docs, where relative URLs would resolve under /docs/docs/.
    private static final String PAGE = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <meta charset="utf-8">
              <title>Component Intelligence Service API</title>
              <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
              <link rel="stylesheet" href="/docs/swagger-ui.css">
            </head>
            <body>
              <div id="swagger-ui"></div>
              <script src="/docs/swagger-ui-bundle.js"></script>
              <script>
                window.ui = SwaggerUIBundle({url: "/openapi.json", dom_id: "#swagger-ui", deepLinking: true,
                  validatorUrl: null, tryItOutEnabled: false});
              </script>
            </body>
            </html>
            """;

    private final OpenApiDocument document;
    private final SwaggerUiAssets assets;

    public DocsRoutes(OpenApiDocument document, SwaggerUiAssets assets) {
        this.document = document;
        this.assets = assets;
    }

    public void register(RoutesConfig routes) {
        routes.get("/openapi.json", ctx -> ctx.contentType("application/json").result(document.json()));
        routes.get("/docs", ctx -> ctx.html(PAGE));
        routes.get("/docs/{asset}", this::asset);
    }

    private void asset(Context ctx) {
        String name = ctx.pathParam("asset");
        SwaggerUiAssets.Asset asset = assets.asset(name)
                .orElseThrow(() -> new V2Exception(V2Code.NOT_FOUND, "no such file /docs/" + name));
        ctx.header("Cache-Control", "public, max-age=86400").contentType(asset.contentType()).result(asset.bytes());
    }
}
