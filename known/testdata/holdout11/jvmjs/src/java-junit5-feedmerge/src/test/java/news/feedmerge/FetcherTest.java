package news.feedmerge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.UnknownHostException;
import org.junit.jupiter.api.Test;

class FetcherTest {
    @Test
    void retriesAfterAnIoError() throws IOException {
        int[] n = {0};
        Fetcher f = new Fetcher(url -> {
            if (n[0]++ == 0) {
                throw new IOException("Premature EOF");
            }
            return "<rss/>";
        }, 3);
        assertEquals("<rss/>", f.fetch("https://example.org/feed.xml"));
    }

    @Test
    void rethrowsTheLastErrorWhenEveryAttemptFails() {
        Fetcher f = new Fetcher(url -> {
            throw new UnknownHostException("feeds.example.invalid");
        }, 2);
        assertThrows(UnknownHostException.class, () -> f.fetch("https://feeds.example.invalid/rss"));
    }
}
