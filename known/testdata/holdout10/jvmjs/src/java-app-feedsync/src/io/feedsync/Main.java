package io.feedsync;

import java.util.Arrays;
import java.util.List;

public final class Main {
    public static void main(String[] args) {
        Scheduler.log("feedsync 1.4.0 starting (java " + System.getProperty("java.version") + ")");
        String raw = System.getProperty("feedsync.feeds", "https://status.example.org/feed.xml,https://blog.example.org/atom.xml");
        List<Feed> feeds = Arrays.stream(raw.split(",")).map(Feed::of).toList();
        for (Feed f : feeds) {
            Scheduler.log("feed " + f.uri());
        }
        Scheduler.log("store " + System.getProperty("feedsync.store", "/var/lib/feedsync"));
        new Scheduler(feeds).start();
        Scheduler.log("ready");
    }
}
