package net.gridline.meter;

/** Sends a batch to the utility's endpoint, retrying once after a failure. */
public final class Uploader {
    public interface Endpoint {
        void post(String body) throws java.io.IOException;
    }

    private final Endpoint endpoint;

    public Uploader(Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    public boolean upload(String body) {
        for (int attempt = 1; attempt <= 2; attempt++) {
            try {
                endpoint.post(body);
                return true;
            } catch (java.io.IOException e) {
                System.err.println("WARN upload attempt " + attempt + " failed: " + e.getMessage());
            }
        }
        return false;
    }
}
