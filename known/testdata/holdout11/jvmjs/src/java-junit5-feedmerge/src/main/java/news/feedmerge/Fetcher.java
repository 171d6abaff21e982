package news.feedmerge;

import java.io.IOException;

/** Fetches a feed body, retrying on I/O errors with a log line for each failed attempt. */
public final class Fetcher {
    public interface Source {
        String get(String url) throws IOException;
    }

    private final Source source;
    private final int tries;

    public Fetcher(Source source, int tries) {
        this.source = source;
        this.tries = tries;
    }

    public String fetch(String url) throws IOException {
        IOException last = null;
        for (int i = 1; i <= tries; i++) {
            try {
                return source.get(url);
            } catch (IOException e) {
                last = e;
                System.out.println("[fetch] error: " + url + " attempt " + i + "/" + tries + ": " + e);
            }
        }
        throw last;
    }
}
