package io.stockroom.api;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

public class Main {
    public static void main(String[] args) throws Exception {
        Config config = Config.load(Path.of(args.length > 0 ? args[0] : "conf/app.properties"));
        boolean smoke = args.length > 1 && args[1].equals("--smoke");
        Inventory inventory = Inventory.seed(Path.of(config.get("inventory.seed")));
        Log.info("seeded %d SKUs from %s", inventory.skus(), config.get("inventory.seed"));

        ApiServer api = new ApiServer(config.get("http.host"), config.port("http.port"), inventory);
        api.start();
        Log.info("API listening on %s:%d", config.get("http.host"), config.port("http.port"));

        MetricsEndpoint metrics = new MetricsEndpoint();
        if (config.flag("metrics.enabled")) {
            try {
                metrics.start(config.get("metrics.host"), config.port("metrics.port"));
            } catch (IOException e) {
                api.stop();
                throw new IllegalStateException("could not start metrics endpoint on port "
                    + config.port("metrics.port"), e);
            }
            Log.info("metrics on %s:%d/metrics", config.get("metrics.host"), config.port("metrics.port"));
        }

        if (smoke) {
            HttpClient client = HttpClient.newHttpClient();
            URI uri = URI.create("http://" + config.get("http.host") + ":" + config.port("http.port") + "/stock/A-100");
            HttpResponse<String> r = client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
            Log.info("smoke: GET %s -> %d %s", uri, r.statusCode(), r.body());
            metrics.stop();
            api.stop();
        }
    }
}
