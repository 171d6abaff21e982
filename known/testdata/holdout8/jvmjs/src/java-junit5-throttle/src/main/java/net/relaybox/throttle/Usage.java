package net.relaybox.throttle;

import java.util.LinkedHashMap;
import java.util.Map;

/** Per-client request counts and the share of traffic each uses. */
public final class Usage {
    private final Map<String, Integer> requests = new LinkedHashMap<>();
    private int total;

    public void record(String client) {
        requests.merge(client, 1, Integer::sum);
        total++;
    }

    public int requests(String client) {
        return requests.getOrDefault(client, 0);
    }

    /** Percentage of all requests made by client, e.g. 33.3 for one in three. */
    public double sharePercent(String client) {
        if (total == 0) {
            return 0;
        }
        return requests(client) * 100.0 / total;
    }

    public double averagePerClient() {
        return requests.isEmpty() ? 0 : (double) total / requests.size();
    }
}
