package io.stockroom.api;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

public class ApiServer {
    private final HttpServer server;

    public ApiServer(String host, int port, Inventory inventory) throws IOException {
        server = HttpServer.create(new InetSocketAddress(host, port), 0);
        server.createContext("/stock/", ex -> {
            String sku = ex.getRequestURI().getPath().substring("/stock/".length());
            byte[] body = ("{\"sku\":\"" + sku + "\",\"qty\":" + inventory.quantity(sku) + "}")
                .getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, body.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        });
    }

    public void start() {
        server.start();
    }

    public void stop() {
        server.stop(0);
    }
}
