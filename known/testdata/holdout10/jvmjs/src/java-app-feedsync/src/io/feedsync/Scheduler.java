package io.feedsync;

import java.util.List;

final class Scheduler {
    private final List<Feed> feeds;

    Scheduler(List<Feed> feeds) {
        this.feeds = feeds;
    }

    void start() {
        log("scheduling " + feeds.size() + " feeds every " + Settings.POLL_INTERVAL + " (retry " + Settings.RETRY_MAX + ")");
    }

    static void log(String msg) {
        System.out.println("[feedsync] INFO " + msg);
    }
}
