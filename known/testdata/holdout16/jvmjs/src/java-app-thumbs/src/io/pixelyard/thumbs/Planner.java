package io.pixelyard.thumbs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class Planner {
    private final Map<String, String> conf;

    public Planner(Map<String, String> conf) {
        this.conf = conf;
    }

    public List<Preset> plan(List<String> names) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Future<Preset>> futures = new ArrayList<>();
            for (String n : names) {
                futures.add(pool.submit(() -> Presets.parse(conf, n)));
            }
            List<Preset> out = new ArrayList<>();
            for (Future<Preset> f : futures) {
                out.add(f.get());
            }
            return out;
        } finally {
            pool.shutdown();
        }
    }
}
